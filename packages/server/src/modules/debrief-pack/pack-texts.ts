/**
 * The words of a unit's debrief pack, in Vietnamese and English. The facilitator guide follows
 * AHRQ's guidance on sharing SOPS results and action planning (share the results with every unit,
 * discuss them in a facilitated meeting, agree on a few actions, tell staff what will change, and
 * survey again): docs/decisions/debrief-packs.md.
 */
export const PACK_TEXTS = {
  vi: {
    title: 'Tài liệu trao đổi kết quả khảo sát văn hóa an toàn người bệnh',
    unit: 'Khoa/đơn vị',
    facts: {
      respondents: 'Số người trả lời của khoa',
      hospitalRespondents: 'Số người trả lời của bệnh viện',
      minGroup: 'Số người trả lời tối thiểu để trình bày một nhóm',
      period: 'Thời gian khảo sát',
      previous: 'Đợt so sánh',
      generated: 'Tạo lúc',
      none: 'Không có đợt trước đủ số người trả lời',
    },
    sections: {
      results: 'Kết quả của khoa so với toàn bệnh viện',
      highlights: 'Điểm mạnh và lĩnh vực cần cải thiện của khoa',
      guide: 'Hướng dẫn cho người điều phối buổi trao đổi',
    },
    table: {
      composite: 'Lĩnh vực',
      unit: 'Khoa (KTC 95 %)',
      hospital: 'Bệnh viện (KTC 95 %)',
      againstRest: 'Khoa so với phần còn lại của bệnh viện',
      change: 'Thay đổi so với đợt trước (KTC 95 %)',
      to: 'đến',
    },
    rest: { improvement: 'Cao hơn rõ', decline: 'Thấp hơn rõ', no_clear_change: 'Không khác biệt rõ' },
    verdicts: { improvement: 'Cải thiện rõ', decline: 'Giảm rõ', no_clear_change: 'Chưa có thay đổi rõ ràng' },
    noFigure: '—',
    notes: {
      method:
        'Tỷ lệ tích cực của một lĩnh vực = trung bình tỷ lệ trả lời tích cực các câu hỏi của lĩnh vực. KTC 95 %: khoảng tin cậy 95 % (phương pháp delta trên từng người trả lời). Với ít người trả lời, khoảng tin cậy rộng: hai con số gần nhau chưa chắc khác nhau.',
      rule: '“Cao hơn rõ/Thấp hơn rõ” (so với phần còn lại của bệnh viện) và “Cải thiện rõ/Giảm rõ” (so với đợt trước) chỉ khi chênh lệch từ 5 điểm % trở lên (ngưỡng của AHRQ) và khoảng tin cậy 95 % của chênh lệch không chứa 0; nếu không là “Không khác biệt rõ” hoặc “Chưa có thay đổi rõ ràng”. “—”: đợt trước hoặc phần còn lại của bệnh viện có ít hơn số người tối thiểu nên không trình bày.',
      highlights:
        'Điểm mạnh là 3 lĩnh vực có tỷ lệ tích cực cao nhất của khoa; lĩnh vực cần cải thiện là 3 lĩnh vực thấp nhất (với ít hơn 6 lĩnh vực có điểm, mỗi nhóm lấy một nửa).',
      anonymity: 'Kết quả là ẩn danh: chỉ trình bày nhóm có đủ số người trả lời tối thiểu; không ai được tìm cách đoán ai đã trả lời thế nào.',
    },
    strengths: 'Điểm mạnh',
    improve: 'Lĩnh vực cần cải thiện',
    guide: {
      intro:
        'Buổi trao đổi 45–60 phút với nhân viên của khoa (mời đủ các ca và các nhóm nghề), do một người điều phối không phải lãnh đạo trực tiếp của khoa nếu có thể. Mục tiêu: cùng hiểu kết quả, tìm nguyên nhân và chọn 1–2 việc cải thiện.',
      beforeTitle: 'Trước buổi trao đổi',
      before: [
        'Đọc tài liệu này; gửi trước cho nhân viên hoặc chiếu trong buổi họp.',
        'Chuẩn bị bảng/giấy lớn để ghi ý kiến; chọn một người ghi chép.',
        'Nhắc lại mục đích: cải thiện hệ thống và quy trình, không tìm lỗi của cá nhân.',
      ],
      rulesTitle: 'Nguyên tắc của buổi trao đổi',
      rules: [
        'Không tìm cách đoán ai đã trả lời thế nào; không nêu tên người trong các ví dụ.',
        'Nói về hệ thống, quy trình và điều kiện làm việc, không đổ lỗi cho cá nhân.',
        'Mọi ý kiến đều được lắng nghe; người điều phối mời cả những người ít phát biểu.',
      ],
      questionsTitle: 'Câu hỏi thảo luận',
      questions: [
        'Kết quả nào làm anh/chị ngạc nhiên? Kết quả nào đúng với những gì anh/chị thấy hằng ngày?',
        'Với các điểm mạnh của khoa: chúng ta đang làm tốt điều gì? Làm sao giữ được và chia sẻ cho khoa khác?',
        'Với từng lĩnh vực cần cải thiện: điều đó diễn ra thế nào trong một ca trực bình thường? Hãy kể một ví dụ gần đây (không nêu tên).',
        'Vì sao đồng nghiệp trả lời như vậy? Điều gì cản trở chúng ta (nhân lực, quy trình, trang thiết bị, giao tiếp)?',
        'Ở lĩnh vực khoa khác rõ với phần còn lại của bệnh viện: cách làm việc của khoa mình khác ở đâu?',
        'So với đợt trước: những gì khoa đã làm có tác dụng không? Ở lĩnh vực “chưa có thay đổi rõ ràng”, vì sao?',
        'Một hoặc hai việc nào khoa tự làm được trong 3 tháng tới? Ai phụ trách, cần nguồn lực gì, làm sao biết là có kết quả?',
        'Khoa cần lãnh đạo bệnh viện hỗ trợ điều gì?',
      ],
      afterTitle: 'Sau buổi trao đổi',
      after: [
        'Chọn 1–2 lĩnh vực ưu tiên, viết mục tiêu SMART và ghi kế hoạch hành động (màn hình Kế hoạch hành động).',
        'Báo lại cho nhân viên những gì sẽ làm và khi nào; cập nhật tiến độ trong các buổi giao ban.',
        'Đợt khảo sát sau sẽ cho biết thay đổi có rõ ràng hay không.',
      ],
      notesTitle: 'Ghi chép: việc khoa thống nhất sẽ làm',
      notesColumns: ['Việc sẽ làm (lĩnh vực)', 'Người phụ trách', 'Thời hạn', 'Cách đo kết quả'],
    },
  },
  en: {
    title: 'Patient safety culture survey: unit debrief pack',
    unit: 'Unit',
    facts: {
      respondents: 'Unit respondents',
      hospitalRespondents: 'Hospital respondents',
      minGroup: 'Minimum respondents for a group to be shown',
      period: 'Survey period',
      previous: 'Compared with',
      generated: 'Generated',
      none: 'No previous survey with enough respondents',
    },
    sections: {
      results: 'The unit’s results against the whole hospital',
      highlights: 'The unit’s strengths and areas for improvement',
      guide: 'Facilitator guide for the debrief meeting',
    },
    table: {
      composite: 'Composite measure',
      unit: 'Unit (95% CI)',
      hospital: 'Hospital (95% CI)',
      againstRest: 'Unit against the rest of the hospital',
      change: 'Change since the previous survey (95% CI)',
      to: 'to',
    },
    rest: { improvement: 'Clearly higher', decline: 'Clearly lower', no_clear_change: 'No clear difference' },
    verdicts: { improvement: 'Clear improvement', decline: 'Clear decline', no_clear_change: 'No clear change' },
    noFigure: '—',
    notes: {
      method:
        'A composite measure’s percent positive = the mean of its items’ percent positive. 95% CI: 95% confidence interval (the delta method over respondents). With few respondents the interval is wide: two figures close together may not differ.',
      rule: '“Clearly higher/lower” (against the rest of the hospital) and “Clear improvement/decline” (against the previous survey) only when the difference is at least 5 points (AHRQ’s threshold) and its 95% interval excludes 0; otherwise “No clear difference” or “No clear change”. “—”: the previous survey or the rest of the hospital has fewer respondents than the minimum, so it is not shown.',
      highlights:
        'Strengths are the unit’s 3 composite measures with the highest percent positive; areas for improvement the 3 lowest (with fewer than 6 scored measures, half of them each).',
      anonymity: 'The results are anonymous: only groups with the minimum number of respondents are shown; nobody should try to work out who answered what.',
    },
    strengths: 'Strengths',
    improve: 'Areas for improvement',
    guide: {
      intro:
        'A 45–60 minute meeting with the unit’s staff (every shift and profession invited), led where possible by a facilitator who is not the unit’s direct manager. The aim: understand the results together, find the causes and choose one or two improvements.',
      beforeTitle: 'Before the meeting',
      before: [
        'Read this pack; send it to staff beforehand or show it in the meeting.',
        'Have a flip chart or board to write ideas on; choose a note-taker.',
        'Restate the purpose: to improve systems and processes, not to find fault with individuals.',
      ],
      rulesTitle: 'Ground rules',
      rules: [
        'Do not try to work out who answered what; name no one in examples.',
        'Talk about systems, processes and working conditions, not individual blame.',
        'Every view is heard; the facilitator invites those who speak less.',
      ],
      questionsTitle: 'Discussion questions',
      questions: [
        'Which results surprised you? Which match what you see every day?',
        'For our strengths: what are we doing well? How do we keep it and share it with other units?',
        'For each area for improvement: what does it look like on an ordinary shift? Share a recent example (without names).',
        'Why do you think colleagues answered this way? What gets in the way (staffing, processes, equipment, communication)?',
        'Where our unit clearly differs from the rest of the hospital: what is different about how we work?',
        'Since the previous survey: did what we tried make a difference? Where there is “no clear change”, why?',
        'Which one or two things can the unit do itself in the next 3 months? Who leads, what resources are needed, how will we know it worked?',
        'What do we need from hospital leadership?',
      ],
      afterTitle: 'After the meeting',
      after: [
        'Choose 1–2 priority areas, write a SMART goal and record an action plan (the Action plans screen).',
        'Tell staff what will be done and when; report progress at regular unit meetings.',
        'The next survey will show whether the change is clear.',
      ],
      notesTitle: 'Notes: what the unit agreed to do',
      notesColumns: ['Action (composite measure)', 'Lead', 'By when', 'How we will measure it'],
    },
  },
} as const;

export type PackTexts = (typeof PACK_TEXTS)['vi'] | (typeof PACK_TEXTS)['en'];
