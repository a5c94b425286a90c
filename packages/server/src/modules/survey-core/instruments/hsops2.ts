import type { Instrument, InstrumentQuestion, ScaleCode, ScaleOption, Text } from './types.js';

// AHRQ SOPS Hospital Survey 2.0 in form order (shared/reference/sops-hospital.md §1). English is the
// AHRQ wording; Vietnamese is the project's own translation. The unit list and positions 14–24 are
// UNVERIFIED in the reference and seeded as given (hospitals map their own categories onto them).

const tx = (en: string, vi: string): Text => ({ vi, en });

const item = (code: string, scale: ScaleCode | null, reverse: boolean, en: string, vi: string): InstrumentQuestion => ({ code, text: { vi, en }, scale, reverse });
const agree = (code: string, en: string, vi: string, reverse = false) => item(code, 'agreement', reverse, en, vi);
const often = (code: string, en: string, vi: string, reverse = false) => item(code, 'frequency', reverse, en, vi);

/** Options coded 1..n in form order, optionally under the form's group headings. */
function coded(groups: [Text | undefined, [string, string][]][]): ScaleOption[] {
  let value = 0;
  return groups.flatMap(([group, labels]) => labels.map(([en, vi]) => ({ value: ++value, label: tx(en, vi), ...(group ? { group } : {}) })));
}

const DOES_NOT_APPLY: ScaleOption = { value: 9, label: tx("Does Not Apply or Don't Know", 'Không áp dụng / Không biết') };

const TENURE = coded([
  [
    undefined,
    [
      ['Less than 1 year', 'Dưới 1 năm'],
      ['1 to 5 years', '1 đến 5 năm'],
      ['6 to 10 years', '6 đến 10 năm'],
      ['11 or more years', '11 năm trở lên'],
    ],
  ],
]);

const SUPERVISOR = 'My supervisor, manager, or clinical leader';
const SUPERVISOR_VI = 'Người giám sát, quản lý hoặc lãnh đạo chuyên môn của tôi';

export const HSOPS2: Instrument = {
  code: 'HSOPS2',
  title: tx('Hospital Survey on Patient Safety (AHRQ SOPS Hospital Survey 2.0)', 'Khảo sát về an toàn người bệnh tại bệnh viện (AHRQ SOPS Hospital Survey 2.0)'),
  description: tx(
    'AHRQ Surveys on Patient Safety Culture (SOPS) Hospital Survey, version 2.0 (2019): 32 items in 10 composite measures, 2 single-item measures (patient safety rating, number of events reported) and background questions. The version the AHRQ database accepts today.',
    'Bộ câu hỏi khảo sát văn hóa an toàn người bệnh tại bệnh viện của AHRQ (SOPS Hospital Survey), phiên bản 2.0 (2019): 32 câu hỏi thuộc 10 lĩnh vực, 2 câu hỏi đơn (đánh giá chung về an toàn người bệnh, số sự cố đã báo cáo) và các câu hỏi thông tin chung. Đây là phiên bản cơ sở dữ liệu của AHRQ hiện chấp nhận.',
  ),
  intro: tx(
    [
      "This survey asks for your opinions about patient safety issues, medical error, and event reporting in your hospital and will take about 10-15 minutes to complete. If a question does not apply to you or your hospital or you don't know the answer, please select 'Does Not Apply or Don't Know.'",
      'Patient safety is defined as the avoidance and prevention of patient injuries or adverse events resulting from the processes of healthcare delivery.',
      "A 'patient safety event' is defined as any type of healthcare-related error, mistake, or incident, regardless of whether or not it results in patient harm.",
    ].join('\n\n'),
    [
      'Khảo sát này hỏi ý kiến của anh/chị về các vấn đề an toàn người bệnh, sai sót y khoa và báo cáo sự cố tại bệnh viện, và mất khoảng 10–15 phút để hoàn thành. Nếu một câu hỏi không áp dụng với anh/chị hoặc bệnh viện của anh/chị, hoặc anh/chị không biết câu trả lời, vui lòng chọn “Không áp dụng / Không biết”.',
      'An toàn người bệnh là việc tránh và phòng ngừa những tổn thương hoặc sự cố bất lợi cho người bệnh phát sinh từ quá trình cung cấp dịch vụ chăm sóc y tế.',
      '“Sự cố an toàn người bệnh” là bất kỳ lỗi, sai sót hoặc sự việc nào liên quan đến chăm sóc y tế, dù có gây hại cho người bệnh hay không.',
    ].join('\n\n'),
  ),
  translationNote: tx(
    "The Vietnamese text is this project's own translation, not an official AHRQ translation, and hospitals may edit it. The English text follows the AHRQ form. AHRQ asks users outside the United States to obtain its permission to translate or reprint the survey.",
    'Bản tiếng Việt là bản dịch của dự án, không phải bản dịch chính thức của AHRQ, và bệnh viện có thể chỉnh sửa. Bản tiếng Anh theo đúng mẫu phiếu của AHRQ. AHRQ yêu cầu người sử dụng ngoài Hoa Kỳ xin phép AHRQ trước khi dịch hoặc in lại bộ câu hỏi.',
  ),
  scales: {
    agreement: [
      { value: 1, label: tx('Strongly Disagree', 'Rất không đồng ý') },
      { value: 2, label: tx('Disagree', 'Không đồng ý') },
      { value: 3, label: tx('Neither Agree nor Disagree', 'Trung lập') },
      { value: 4, label: tx('Agree', 'Đồng ý') },
      { value: 5, label: tx('Strongly Agree', 'Rất đồng ý') },
      DOES_NOT_APPLY,
    ],
    frequency: [
      { value: 1, label: tx('Never', 'Không bao giờ') },
      { value: 2, label: tx('Rarely', 'Hiếm khi') },
      { value: 3, label: tx('Sometimes', 'Đôi khi') },
      { value: 4, label: tx('Most of the time', 'Hầu hết thời gian') },
      { value: 5, label: tx('Always', 'Luôn luôn') },
      DOES_NOT_APPLY,
    ],
    // A count, shown as a distribution: no favourability meaning.
    events: coded([
      [
        undefined,
        [
          ['None', 'Không có'],
          ['1 to 2', '1 đến 2'],
          ['3 to 5', '3 đến 5'],
          ['6 to 10', '6 đến 10'],
          ['11 or more', '11 trở lên'],
        ],
      ],
    ]),
    rating: coded([
      [
        undefined,
        [
          ['Poor', 'Kém'],
          ['Fair', 'Trung bình'],
          ['Good', 'Tốt'],
          ['Very Good', 'Rất tốt'],
          ['Excellent', 'Xuất sắc'],
        ],
      ],
    ]),
    tenure: TENURE,
    hours: coded([
      [
        undefined,
        [
          ['Less than 30 hours per week', 'Dưới 30 giờ mỗi tuần'],
          ['30 to 40 hours per week', '30 đến 40 giờ mỗi tuần'],
          ['More than 40 hours per week', 'Trên 40 giờ mỗi tuần'],
        ],
      ],
    ]),
    contact: coded([
      [
        undefined,
        [
          ['YES, I typically have direct interaction or contact with patients', 'CÓ, tôi thường tương tác hoặc tiếp xúc trực tiếp với người bệnh'],
          ['NO, I typically do NOT have direct interaction or contact with patients', 'KHÔNG, tôi thường KHÔNG tương tác hoặc tiếp xúc trực tiếp với người bệnh'],
        ],
      ],
    ]),
    position: coded([
      [
        tx('Nursing', 'Điều dưỡng'),
        [
          ['Advanced Practice Nurse (NP, CRNA, CNS, CNM)', 'Điều dưỡng thực hành nâng cao (NP, CRNA, CNS, CNM)'],
          ['Licensed Vocational Nurse (LVN), Licensed Practical Nurse (LPN)', 'Điều dưỡng trung cấp (LVN, LPN)'],
          ['Patient Care Aide, Hospital Aide, Nursing Assistant', 'Hộ lý, trợ lý điều dưỡng, nhân viên hỗ trợ chăm sóc người bệnh'],
          ['Registered Nurse (RN)', 'Điều dưỡng viên (RN)'],
        ],
      ],
      [
        tx('Medical', 'Bác sĩ'),
        [
          ['Physician Assistant', 'Trợ lý bác sĩ, y sĩ'],
          ['Resident, Intern', 'Bác sĩ nội trú, bác sĩ thực tập'],
          ['Physician, Attending, Hospitalist', 'Bác sĩ, bác sĩ điều trị'],
        ],
      ],
      [
        tx('Other Clinical Position', 'Vị trí lâm sàng khác'),
        [
          ['Dietitian', 'Chuyên viên dinh dưỡng'],
          ['Pharmacist, Pharmacy Technician', 'Dược sĩ, kỹ thuật viên dược'],
          ['Physical, Occupational, or Speech Therapist', 'Kỹ thuật viên vật lý trị liệu, hoạt động trị liệu hoặc ngôn ngữ trị liệu'],
          ['Psychologist', 'Chuyên viên tâm lý'],
          ['Respiratory Therapist', 'Kỹ thuật viên hô hấp trị liệu'],
          ['Social Worker', 'Nhân viên công tác xã hội'],
          ['Technologist, Technician (e.g., Lab, Radiology)', 'Kỹ thuật viên (ví dụ: xét nghiệm, chẩn đoán hình ảnh)'],
        ],
      ],
      [
        tx('Supervisor, Manager, Clinical Leader, Senior Leader', 'Giám sát, quản lý, lãnh đạo chuyên môn, lãnh đạo cấp cao'),
        [
          [
            'Supervisor, Manager, Department Manager, Clinical Leader, Administrator, Director',
            'Người giám sát, quản lý, trưởng khoa/phòng, lãnh đạo chuyên môn, cán bộ quản trị, giám đốc bộ phận',
          ],
          ['Senior Leader, Executive, C-Suite', 'Lãnh đạo cấp cao, Ban Giám đốc bệnh viện'],
        ],
      ],
      [
        tx('Support', 'Hỗ trợ'),
        [
          ['Facilities', 'Cơ sở vật chất, bảo trì'],
          ['Food Services', 'Dịch vụ ăn uống'],
          ['Housekeeping, Environmental Services', 'Vệ sinh, môi trường'],
          ['Information Technology, Health Information Services, Clinical Informatics', 'Công nghệ thông tin, thông tin y tế, tin học lâm sàng'],
          ['Security', 'Bảo vệ, an ninh'],
          ['Transporter', 'Vận chuyển người bệnh'],
          ['Unit Clerk, Secretary, Receptionist, Office Staff', 'Thư ký khoa/phòng, thư ký, lễ tân, nhân viên văn phòng'],
        ],
      ],
      [tx('Other', 'Khác'), [['Other, please specify', 'Khác (vui lòng ghi rõ)']]],
    ]),
    unit: coded([
      [undefined, [['Multiple units, no specific unit', 'Nhiều khoa/phòng, không thuộc khoa/phòng cụ thể nào']]],
      [
        tx('Medicine/Surgery', 'Nội khoa/Ngoại khoa'),
        [
          ['Combined Medical/Surgical Unit', 'Khoa nội – ngoại kết hợp'],
          ['Medical Unit (Nonsurgical)', 'Khoa nội (không phẫu thuật)'],
          ['Surgical Unit', 'Khoa ngoại'],
        ],
      ],
      [
        tx('Patient care units', 'Các khoa điều trị'),
        [
          ['Cardiology', 'Tim mạch'],
          ['Emergency Department, Observation, Short Stay', 'Cấp cứu, theo dõi, điều trị ngắn ngày'],
          ['Gastroenterology', 'Tiêu hóa'],
          ['ICU (All adult types)', 'Hồi sức tích cực (mọi loại, người lớn)'],
          ['Labor & Delivery, Obstetrics & Gynecology', 'Phòng sinh, sản phụ khoa'],
          ['Oncology, Hematology', 'Ung bướu, huyết học'],
          ['Pediatrics (including NICU, PICU)', 'Nhi (kể cả hồi sức sơ sinh, hồi sức nhi)'],
          ['Psychiatry, Behavioral Health', 'Tâm thần, sức khỏe tâm thần'],
          ['Pulmonology', 'Hô hấp'],
          ['Rehabilitation, Physical Medicine', 'Phục hồi chức năng, vật lý trị liệu'],
          ['Telemetry', 'Theo dõi từ xa (monitor tim mạch)'],
        ],
      ],
      [
        tx('Surgical services', 'Dịch vụ phẫu thuật'),
        [
          ['Anesthesiology', 'Gây mê hồi sức'],
          ['Endoscopy, Colonoscopy', 'Nội soi, nội soi đại tràng'],
          ['Pre-Op, Operating Room/Suite, PACU/Post-Op', 'Tiền phẫu, phòng mổ, hồi tỉnh/hậu phẫu'],
        ],
      ],
      [
        tx('Clinical services', 'Dịch vụ cận lâm sàng và hỗ trợ lâm sàng'),
        [
          ['Pathology, Lab', 'Giải phẫu bệnh, xét nghiệm'],
          ['Pharmacy', 'Dược'],
          ['Radiology, Imaging', 'Chẩn đoán hình ảnh'],
          ['Respiratory Therapy', 'Hô hấp trị liệu'],
          ['Social Services, Case Management, Discharge Planning', 'Công tác xã hội, quản lý ca bệnh, kế hoạch ra viện'],
        ],
      ],
      [
        tx('Administration/Management/Support', 'Hành chính, quản lý, hỗ trợ'),
        [
          ['Administration, Management', 'Hành chính, quản lý'],
          ['Financial Services, Billing', 'Tài chính kế toán, viện phí'],
          ['Food Services', 'Dịch vụ ăn uống'],
          ['Housekeeping, Environmental Services, Facilities', 'Vệ sinh, môi trường, cơ sở vật chất'],
          ['Human Resources', 'Tổ chức cán bộ, nhân sự'],
          ['Information Technology, Health Information Management, Clinical Informatics', 'Công nghệ thông tin, quản lý thông tin y tế, tin học lâm sàng'],
          ['Quality, Risk Management, Patient Safety', 'Quản lý chất lượng, quản lý rủi ro, an toàn người bệnh'],
          ['Security Services', 'Bảo vệ, an ninh'],
          ['Transport', 'Vận chuyển'],
        ],
      ],
      [undefined, [['Other, please specify', 'Khác (vui lòng ghi rõ)']]],
    ]),
  },
  parts: [
    {
      code: 'POSITION',
      title: tx('Your Staff Position', 'Vị trí công việc của anh/chị'),
      background: true,
      type: 'radio',
      questions: [
        {
          ...item(
            'POSITION',
            'position',
            false,
            'What is your position in this hospital? Select ONE answer.',
            'Vị trí công việc của anh/chị tại bệnh viện này là gì? Chọn MỘT câu trả lời.',
          ),
          role: 'position',
        },
      ],
    },
    {
      code: 'UNIT',
      title: tx('Your Unit/Work Area', 'Khoa/phòng của anh/chị'),
      stem: tx(
        "In this survey, think of your 'unit' as the work area, department, or clinical area of the hospital where you spend most of your work time.",
        'Trong khảo sát này, “khoa/phòng” là đơn vị, bộ phận hoặc khu vực lâm sàng của bệnh viện nơi anh/chị dành phần lớn thời gian làm việc.',
      ),
      background: true,
      type: 'radio',
      questions: [
        { ...item('UNIT', 'unit', false, 'What is your primary unit/work area in this hospital?', 'Khoa/phòng làm việc chính của anh/chị tại bệnh viện này là gì?'), role: 'unit' },
      ],
    },
    {
      code: 'A',
      title: tx('Section A: Your Unit/Work Area', 'Phần A: Khoa/phòng của anh/chị'),
      stem: tx(
        'How much do you agree or disagree with the following statements about your unit/work area?',
        'Anh/chị đồng ý hay không đồng ý ở mức nào với các nhận định sau đây về khoa/phòng của mình?',
      ),
      background: false,
      type: 'radio',
      questions: [
        agree('A1', 'In this unit, we work together as an effective team.', 'Trong khoa/phòng này, chúng tôi làm việc cùng nhau như một nhóm hiệu quả.'),
        agree('A2', 'In this unit, we have enough staff to handle the workload.', 'Trong khoa/phòng này, chúng tôi có đủ nhân lực để đáp ứng khối lượng công việc.'),
        agree(
          'A3',
          'Staff in this unit work longer hours than is best for patient care.',
          'Nhân viên trong khoa/phòng này làm việc nhiều giờ hơn mức tốt nhất cho việc chăm sóc người bệnh.',
          true,
        ),
        agree(
          'A4',
          'This unit regularly reviews work processes to determine if changes are needed to improve patient safety.',
          'Khoa/phòng này thường xuyên rà soát các quy trình làm việc để xác định có cần thay đổi nhằm cải thiện an toàn người bệnh hay không.',
        ),
        agree(
          'A5',
          'This unit relies too much on temporary, float, or PRN staff.',
          'Khoa/phòng này phụ thuộc quá nhiều vào nhân viên tạm thời, nhân viên điều động từ nơi khác hoặc nhân viên làm theo nhu cầu.',
          true,
        ),
        agree(
          'A6',
          'In this unit, staff feel like their mistakes are held against them.',
          'Trong khoa/phòng này, nhân viên cảm thấy sai sót của mình bị dùng để chống lại chính họ.',
          true,
        ),
        agree(
          'A7',
          'When an event is reported in this unit, it feels like the person is being written up, not the problem.',
          'Khi một sự cố được báo cáo trong khoa/phòng này, có cảm giác như cá nhân bị kiểm điểm chứ không phải vấn đề được xem xét.',
          true,
        ),
        agree('A8', 'During busy times, staff in this unit help each other.', 'Vào những lúc bận rộn, nhân viên trong khoa/phòng này giúp đỡ lẫn nhau.'),
        agree(
          'A9',
          'There is a problem with disrespectful behavior by those working in this unit.',
          'Trong khoa/phòng này có vấn đề về hành vi thiếu tôn trọng của những người làm việc tại đây.',
          true,
        ),
        agree(
          'A10',
          'When staff make errors, this unit focuses on learning rather than blaming individuals.',
          'Khi nhân viên mắc sai sót, khoa/phòng này chú trọng học hỏi thay vì đổ lỗi cho cá nhân.',
        ),
        agree(
          'A11',
          'The work pace in this unit is so rushed that it negatively affects patient safety.',
          'Nhịp độ công việc trong khoa/phòng này gấp gáp đến mức ảnh hưởng xấu đến an toàn người bệnh.',
          true,
        ),
        agree(
          'A12',
          'In this unit, changes to improve patient safety are evaluated to see how well they worked.',
          'Trong khoa/phòng này, những thay đổi nhằm cải thiện an toàn người bệnh được đánh giá để xem hiệu quả đến đâu.',
        ),
        agree(
          'A13',
          'In this unit, there is a lack of support for staff involved in patient safety errors.',
          'Trong khoa/phòng này, nhân viên liên quan đến sai sót về an toàn người bệnh còn thiếu sự hỗ trợ.',
          true,
        ),
        agree('A14', 'This unit lets the same patient safety problems keep happening.', 'Khoa/phòng này để những vấn đề an toàn người bệnh giống nhau cứ tiếp tục xảy ra.', true),
      ],
    },
    {
      code: 'B',
      title: tx('Section B: Your Supervisor, Manager, or Clinical Leader', 'Phần B: Người giám sát, quản lý hoặc lãnh đạo chuyên môn của anh/chị'),
      stem: tx(
        'How much do you agree or disagree with the following statements about your immediate supervisor, manager, or clinical leader?',
        'Anh/chị đồng ý hay không đồng ý ở mức nào với các nhận định sau đây về người giám sát, quản lý hoặc lãnh đạo chuyên môn trực tiếp của mình?',
      ),
      background: false,
      type: 'radio',
      questions: [
        agree(
          'B1',
          `${SUPERVISOR} seriously considers staff suggestions for improving patient safety.`,
          `${SUPERVISOR_VI} nghiêm túc xem xét các đề xuất của nhân viên nhằm cải thiện an toàn người bệnh.`,
        ),
        agree(
          'B2',
          `${SUPERVISOR} wants us to work faster during busy times, even if it means taking shortcuts.`,
          `${SUPERVISOR_VI} muốn chúng tôi làm việc nhanh hơn vào những lúc bận rộn, ngay cả khi phải làm tắt, bỏ qua các bước.`,
          true,
        ),
        agree(
          'B3',
          `${SUPERVISOR} takes action to address patient safety concerns that are brought to their attention.`,
          `${SUPERVISOR_VI} có hành động giải quyết những lo ngại về an toàn người bệnh khi được phản ánh.`,
        ),
      ],
    },
    {
      code: 'C',
      title: tx('Section C: Communication', 'Phần C: Giao tiếp và trao đổi thông tin'),
      stem: tx('How often do the following things happen in your unit/work area?', 'Những điều sau đây xảy ra thường xuyên đến mức nào tại khoa/phòng của anh/chị?'),
      background: false,
      type: 'radio',
      questions: [
        often('C1', 'We are informed about errors that happen in this unit.', 'Chúng tôi được thông báo về những sai sót xảy ra trong khoa/phòng này.'),
        often(
          'C2',
          'When errors happen in this unit, we discuss ways to prevent them from happening again.',
          'Khi có sai sót xảy ra trong khoa/phòng này, chúng tôi thảo luận cách phòng ngừa để sai sót không tái diễn.',
        ),
        often(
          'C3',
          'In this unit, we are informed about changes that are made based on event reports.',
          'Trong khoa/phòng này, chúng tôi được thông báo về những thay đổi được thực hiện dựa trên các báo cáo sự cố.',
        ),
        often(
          'C4',
          'In this unit, staff speak up if they see something that may negatively affect patient care.',
          'Trong khoa/phòng này, nhân viên lên tiếng nếu thấy điều gì đó có thể ảnh hưởng xấu đến việc chăm sóc người bệnh.',
        ),
        often(
          'C5',
          'When staff in this unit see someone with more authority doing something unsafe for patients, they speak up.',
          'Khi nhân viên trong khoa/phòng này thấy người có thẩm quyền cao hơn làm điều gì đó không an toàn cho người bệnh, họ lên tiếng.',
        ),
        often(
          'C6',
          'When staff in this unit speak up, those with more authority are open to their patient safety concerns.',
          'Khi nhân viên trong khoa/phòng này lên tiếng, những người có thẩm quyền cao hơn cởi mở tiếp nhận những lo ngại của họ về an toàn người bệnh.',
        ),
        often(
          'C7',
          'In this unit, staff are afraid to ask questions when something does not seem right.',
          'Trong khoa/phòng này, nhân viên sợ đặt câu hỏi khi thấy có điều gì đó không ổn.',
          true,
        ),
      ],
    },
    {
      code: 'D',
      title: tx('Section D: Reporting Patient Safety Events', 'Phần D: Báo cáo sự cố an toàn người bệnh'),
      background: false,
      type: 'radio',
      questions: [
        often(
          'D1',
          'When a mistake is caught and corrected before reaching the patient, how often is this reported?',
          'Khi một sai sót được phát hiện và khắc phục trước khi đến người bệnh, sai sót đó được báo cáo thường xuyên đến mức nào?',
        ),
        often(
          'D2',
          'When a mistake reaches the patient and could have harmed the patient, but did not, how often is this reported?',
          'Khi một sai sót đã đến người bệnh và có thể gây hại cho người bệnh nhưng thực tế không gây hại, sai sót đó được báo cáo thường xuyên đến mức nào?',
        ),
        item(
          'D3',
          'events',
          false,
          'In the past 12 months, how many patient safety events have you reported?',
          'Trong 12 tháng qua, anh/chị đã báo cáo bao nhiêu sự cố an toàn người bệnh?',
        ),
      ],
    },
    {
      code: 'E',
      title: tx('Section E: Patient Safety Rating', 'Phần E: Đánh giá về an toàn người bệnh'),
      background: false,
      type: 'radio',
      questions: [
        item('E1', 'rating', false, 'How would you rate your unit/work area on patient safety?', 'Anh/chị đánh giá thế nào về an toàn người bệnh tại khoa/phòng của mình?'),
      ],
    },
    {
      code: 'F',
      title: tx('Section F: Your Hospital', 'Phần F: Bệnh viện của anh/chị'),
      stem: tx(
        'How much do you agree or disagree with the following statements about your hospital?',
        'Anh/chị đồng ý hay không đồng ý ở mức nào với các nhận định sau đây về bệnh viện của mình?',
      ),
      background: false,
      type: 'radio',
      questions: [
        agree(
          'F1',
          'The actions of hospital management show that patient safety is a top priority.',
          'Các hành động của lãnh đạo bệnh viện cho thấy an toàn người bệnh là ưu tiên hàng đầu.',
        ),
        agree('F2', 'Hospital management provides adequate resources to improve patient safety.', 'Lãnh đạo bệnh viện cung cấp đủ nguồn lực để cải thiện an toàn người bệnh.'),
        agree(
          'F3',
          'Hospital management seems interested in patient safety only after an adverse event happens.',
          'Lãnh đạo bệnh viện dường như chỉ quan tâm đến an toàn người bệnh sau khi đã xảy ra sự cố y khoa.',
          true,
        ),
        agree(
          'F4',
          'When transferring patients from one unit to another, important information is often left out.',
          'Khi chuyển người bệnh từ khoa/phòng này sang khoa/phòng khác, thông tin quan trọng thường bị bỏ sót.',
          true,
        ),
        agree(
          'F5',
          'During shift changes, important patient care information is often left out.',
          'Khi giao ca, thông tin quan trọng về chăm sóc người bệnh thường bị bỏ sót.',
          true,
        ),
        agree(
          'F6',
          'During shift changes, there is adequate time to exchange all key patient care information.',
          'Khi giao ca, có đủ thời gian để trao đổi tất cả thông tin chính về chăm sóc người bệnh.',
        ),
      ],
    },
    {
      code: 'G',
      title: tx('Section G: Background Questions', 'Phần G: Thông tin chung'),
      background: true,
      type: 'radio',
      questions: [
        item('G1', 'tenure', false, 'How long have you worked in this hospital?', 'Anh/chị đã làm việc tại bệnh viện này bao lâu?'),
        item(
          'G2',
          'tenure',
          false,
          'In this hospital, how long have you worked in your current unit/work area?',
          'Tại bệnh viện này, anh/chị đã làm việc ở khoa/phòng hiện tại bao lâu?',
        ),
        item('G3', 'hours', false, 'Typically, how many hours per week do you work in this hospital?', 'Thông thường, anh/chị làm việc tại bệnh viện này bao nhiêu giờ mỗi tuần?'),
        item(
          'G4',
          'contact',
          false,
          'In your staff position, do you typically have direct interaction or contact with patients?',
          'Ở vị trí công việc của mình, anh/chị có thường tương tác hoặc tiếp xúc trực tiếp với người bệnh không?',
        ),
      ],
    },
    {
      code: 'H',
      title: tx('Section H: Your Comments', 'Phần H: Ý kiến của anh/chị'),
      background: true,
      type: 'text',
      questions: [
        item(
          'H1',
          null,
          false,
          'Please feel free to provide any comments about how things are done or could be done in your hospital that might affect patient safety.',
          'Mời anh/chị chia sẻ bất kỳ ý kiến nào về cách mọi việc đang được làm hoặc có thể được làm tại bệnh viện có thể ảnh hưởng đến an toàn người bệnh.',
        ),
      ],
    },
  ],
  composites: [
    { code: 'COMMUNICATION_ABOUT_ERROR', name: tx('Communication About Error', 'Trao đổi thông tin về sai sót'), items: ['C1', 'C2', 'C3'] },
    { code: 'COMMUNICATION_OPENNESS', name: tx('Communication Openness', 'Cởi mở trong giao tiếp'), items: ['C4', 'C5', 'C6', 'C7'] },
    { code: 'HANDOFFS', name: tx('Handoffs and Information Exchange', 'Bàn giao và trao đổi thông tin'), items: ['F4', 'F5', 'F6'] },
    {
      code: 'MANAGEMENT_SUPPORT',
      name: tx('Hospital Management Support for Patient Safety', 'Sự hỗ trợ của lãnh đạo bệnh viện cho an toàn người bệnh'),
      items: ['F1', 'F2', 'F3'],
    },
    { code: 'ORGANIZATIONAL_LEARNING', name: tx('Organizational Learning—Continuous Improvement', 'Học tập tổ chức – cải tiến liên tục'), items: ['A4', 'A12', 'A14'] },
    { code: 'REPORTING_EVENTS', name: tx('Reporting Patient Safety Events', 'Báo cáo sự cố an toàn người bệnh'), items: ['D1', 'D2'] },
    { code: 'RESPONSE_TO_ERROR', name: tx('Response to Error', 'Phản ứng với sai sót'), items: ['A6', 'A7', 'A10', 'A13'] },
    { code: 'STAFFING_WORK_PACE', name: tx('Staffing and Work Pace', 'Nhân lực và nhịp độ công việc'), items: ['A2', 'A3', 'A5', 'A11'] },
    {
      code: 'SUPERVISOR_SUPPORT',
      name: tx('Supervisor, Manager, or Clinical Leader Support for Patient Safety', 'Sự hỗ trợ của người giám sát/quản lý/lãnh đạo chuyên môn'),
      items: ['B1', 'B2', 'B3'],
    },
    { code: 'TEAMWORK', name: tx('Teamwork', 'Làm việc nhóm'), items: ['A1', 'A8', 'A9'] },
  ],
  singleItemMeasures: [
    { code: 'E1', name: tx('Patient Safety Rating', 'Đánh giá chung về an toàn người bệnh'), positiveValues: [4, 5] },
    { code: 'D3', name: tx('Number of Events Reported', 'Số sự cố đã báo cáo'), positiveValues: null },
  ],
};
