import type { Instrument, InstrumentQuestion, ScaleCode, ScaleOption, Text } from './types.js';

// AHRQ Hospital Survey on Patient Safety Culture 1.0 (2004) in form order (shared/reference/sops-hospital.md §2).
// 1.0 has no "Does Not Apply" answer: respondents leave the item blank. The grade is coded A Excellent = 5 …
// E Failing = 1 so that, like every scale here, a higher code is more favourable. The staff-position list and
// H4–H6 are UNVERIFIED in the reference and seeded from the 1.0 form as best known.

const tx = (en: string, vi: string): Text => ({ vi, en });

const item = (code: string, scale: ScaleCode | null, reverse: boolean, en: string, vi: string): InstrumentQuestion => ({ code, text: { vi, en }, scale, reverse });
const agree = (code: string, en: string, vi: string, reverse = false) => item(code, 'agreement', reverse, en, vi);
const often = (code: string, en: string, vi: string, reverse = false) => item(code, 'frequency', reverse, en, vi);

/** Options coded 1..n in form order (the form's letters a, b, c…). */
const coded = (labels: [string, string][]): ScaleOption[] => labels.map(([en, vi], i) => ({ value: i + 1, label: tx(en, vi) }));

const TENURE = coded([
  ['Less than 1 year', 'Dưới 1 năm'],
  ['1 to 5 years', '1 đến 5 năm'],
  ['6 to 10 years', '6 đến 10 năm'],
  ['11 to 15 years', '11 đến 15 năm'],
  ['16 to 20 years', '16 đến 20 năm'],
  ['21 years or more', '21 năm trở lên'],
]);

const SUPERVISOR = 'My supervisor/manager';
const SUPERVISOR_VI = 'Người quản lý trực tiếp của tôi';
const HOW_OFTEN = 'how often is this reported?';
const HOW_OFTEN_VI = 'sai sót đó được báo cáo thường xuyên đến mức nào?';

export const HSOPSC1: Instrument = {
  code: 'HSOPSC1',
  title: tx('Hospital Survey on Patient Safety Culture (AHRQ HSOPSC 1.0)', 'Khảo sát văn hóa an toàn người bệnh tại bệnh viện (AHRQ HSOPSC 1.0)'),
  description: tx(
    'AHRQ Hospital Survey on Patient Safety Culture, version 1.0 (2004): 42 items in 12 composites, an overall patient safety grade, the number of events reported and background questions. The version most Vietnamese hospital studies use; its scores are not directly comparable with version 2.0.',
    'Bộ câu hỏi khảo sát văn hóa an toàn người bệnh tại bệnh viện của AHRQ, phiên bản 1.0 (2004): 42 câu hỏi thuộc 12 lĩnh vực, điểm xếp loại chung về an toàn người bệnh, số sự cố đã báo cáo và các câu hỏi thông tin chung. Đây là phiên bản được dùng trong phần lớn các nghiên cứu tại bệnh viện Việt Nam; kết quả không so sánh trực tiếp được với phiên bản 2.0.',
  ),
  intro: tx(
    [
      'This survey asks for your opinions about patient safety issues, medical error, and event reporting in your hospital and will take about 10 to 15 minutes to complete.',
      "An 'event' is defined as any type of error, mistake, incident, accident, or deviation, regardless of whether or not it results in patient harm.",
      "'Patient safety' is defined as the avoidance and prevention of patient injuries or adverse events resulting from the processes of health care delivery.",
      "If a question does not apply to you or you don't know the answer, please leave it blank.",
    ].join('\n\n'),
    [
      'Khảo sát này hỏi ý kiến của anh/chị về các vấn đề an toàn người bệnh, sai sót y khoa và báo cáo sự cố tại bệnh viện, và mất khoảng 10 đến 15 phút để hoàn thành.',
      '“Sự cố” là bất kỳ lỗi, sai sót, sự việc, tai nạn hoặc sai lệch nào, dù có gây hại cho người bệnh hay không.',
      '“An toàn người bệnh” là việc tránh và phòng ngừa những tổn thương hoặc sự cố bất lợi cho người bệnh phát sinh từ quá trình cung cấp dịch vụ chăm sóc y tế.',
      'Nếu một câu hỏi không áp dụng với anh/chị hoặc anh/chị không biết câu trả lời, vui lòng bỏ trống câu đó.',
    ].join('\n\n'),
  ),
  translationNote: tx(
    "The Vietnamese text is this project's own translation, not an official AHRQ translation, and hospitals may edit it. The English text follows the AHRQ form. AHRQ asks users outside the United States to obtain its permission to translate or reprint the survey.",
    'Bản tiếng Việt là bản dịch của dự án, không phải bản dịch chính thức của AHRQ, và bệnh viện có thể chỉnh sửa. Bản tiếng Anh theo đúng mẫu phiếu của AHRQ. AHRQ yêu cầu người sử dụng ngoài Hoa Kỳ xin phép AHRQ trước khi dịch hoặc in lại bộ câu hỏi.',
  ),
  scales: {
    agreement: coded([
      ['Strongly Disagree', 'Rất không đồng ý'],
      ['Disagree', 'Không đồng ý'],
      ['Neither', 'Trung lập'],
      ['Agree', 'Đồng ý'],
      ['Strongly Agree', 'Rất đồng ý'],
    ]),
    frequency: coded([
      ['Never', 'Không bao giờ'],
      ['Rarely', 'Hiếm khi'],
      ['Sometimes', 'Đôi khi'],
      ['Most of the time', 'Hầu hết thời gian'],
      ['Always', 'Luôn luôn'],
    ]),
    // Printed A (best) to E; coded so that the higher code is the better grade.
    grade: [
      { value: 5, label: tx('A. Excellent', 'A. Xuất sắc') },
      { value: 4, label: tx('B. Very Good', 'B. Rất tốt') },
      { value: 3, label: tx('C. Acceptable', 'C. Chấp nhận được') },
      { value: 2, label: tx('D. Poor', 'D. Kém') },
      { value: 1, label: tx('E. Failing', 'E. Không đạt') },
    ],
    // A count, shown as a distribution: no favourability meaning.
    events: coded([
      ['No event reports', 'Không có báo cáo nào'],
      ['1 to 2 event reports', '1 đến 2 báo cáo'],
      ['3 to 5 event reports', '3 đến 5 báo cáo'],
      ['6 to 10 event reports', '6 đến 10 báo cáo'],
      ['11 to 20 event reports', '11 đến 20 báo cáo'],
      ['21 event reports or more', '21 báo cáo trở lên'],
    ]),
    tenure: TENURE,
    hours: coded([
      ['Less than 20 hours per week', 'Dưới 20 giờ mỗi tuần'],
      ['20 to 39 hours per week', '20 đến 39 giờ mỗi tuần'],
      ['40 to 59 hours per week', '40 đến 59 giờ mỗi tuần'],
      ['60 to 79 hours per week', '60 đến 79 giờ mỗi tuần'],
      ['80 to 99 hours per week', '80 đến 99 giờ mỗi tuần'],
      ['100 hours per week or more', '100 giờ mỗi tuần trở lên'],
    ]),
    contact: coded([
      ['YES, I typically have direct interaction or contact with patients.', 'CÓ, tôi thường tương tác hoặc tiếp xúc trực tiếp với người bệnh.'],
      ['NO, I typically do NOT have direct interaction or contact with patients.', 'KHÔNG, tôi thường KHÔNG tương tác hoặc tiếp xúc trực tiếp với người bệnh.'],
    ]),
    position: coded([
      ['Registered Nurse', 'Điều dưỡng viên'],
      ['Physician Assistant/Nurse Practitioner', 'Trợ lý bác sĩ/Điều dưỡng thực hành nâng cao'],
      ['LVN/LPN', 'Điều dưỡng trung cấp (LVN/LPN)'],
      ['Patient Care Asst/Hospital Aide/Care Partner', 'Hộ lý/Trợ lý chăm sóc người bệnh'],
      ['Attending/Staff Physician', 'Bác sĩ điều trị'],
      ['Resident Physician/Physician in Training', 'Bác sĩ nội trú/Bác sĩ đang đào tạo'],
      ['Pharmacist', 'Dược sĩ'],
      ['Dietician', 'Chuyên viên dinh dưỡng'],
      ['Unit Assistant/Clerk/Secretary', 'Trợ lý hành chính/Thư ký khoa'],
      ['Respiratory Therapist', 'Kỹ thuật viên hô hấp trị liệu'],
      ['Physical, Occupational, or Speech Therapist', 'Kỹ thuật viên vật lý trị liệu, hoạt động trị liệu hoặc ngôn ngữ trị liệu'],
      ['Technician (e.g., EKG, Lab, Radiology)', 'Kỹ thuật viên (ví dụ: điện tim, xét nghiệm, chẩn đoán hình ảnh)'],
      ['Administration/Management', 'Hành chính/Quản lý'],
      ['Other', 'Khác'],
    ]),
    unit: coded([
      ['Many different hospital units/No specific unit', 'Nhiều khoa/phòng khác nhau/Không có khoa/phòng cụ thể'],
      ['Medicine (non-surgical)', 'Nội khoa (không phẫu thuật)'],
      ['Surgery', 'Ngoại khoa'],
      ['Obstetrics', 'Sản khoa'],
      ['Pediatrics', 'Nhi khoa'],
      ['Emergency department', 'Khoa cấp cứu'],
      ['Intensive care unit (any type)', 'Hồi sức tích cực (mọi loại)'],
      ['Psychiatry/mental health', 'Tâm thần/Sức khỏe tâm thần'],
      ['Rehabilitation', 'Phục hồi chức năng'],
      ['Pharmacy', 'Dược'],
      ['Laboratory', 'Xét nghiệm'],
      ['Radiology', 'Chẩn đoán hình ảnh'],
      ['Anesthesiology', 'Gây mê hồi sức'],
      ['Other', 'Khác'],
    ]),
  },
  parts: [
    {
      code: 'UNIT',
      title: tx('Your Work Area/Unit', 'Khoa/phòng của anh/chị'),
      stem: tx(
        "In this survey, think of your 'unit' as the work area, department, or clinical area of the hospital where you spend most of your work time or provide most of your clinical services.",
        'Trong khảo sát này, “khoa/phòng” là đơn vị, bộ phận hoặc khu vực lâm sàng của bệnh viện nơi anh/chị dành phần lớn thời gian làm việc hoặc cung cấp phần lớn dịch vụ lâm sàng.',
      ),
      background: true,
      type: 'radio',
      questions: [
        {
          ...item('UNIT', 'unit', false, 'What is your primary work area or unit in this hospital?', 'Khoa/phòng làm việc chính của anh/chị tại bệnh viện này là gì?'),
          role: 'unit',
        },
      ],
    },
    {
      code: 'A',
      title: tx('Section A: Your Work Area/Unit', 'Phần A: Khoa/phòng của anh/chị'),
      stem: tx(
        'Please indicate your agreement or disagreement with the following statements about your work area/unit.',
        'Xin cho biết anh/chị đồng ý hay không đồng ý với các nhận định sau đây về khoa/phòng của mình.',
      ),
      background: false,
      type: 'radio',
      questions: [
        agree('A1', 'People support one another in this unit.', 'Mọi người trong khoa/phòng này hỗ trợ lẫn nhau.'),
        agree('A2', 'We have enough staff to handle the workload.', 'Chúng tôi có đủ nhân lực để đáp ứng khối lượng công việc.'),
        agree(
          'A3',
          'When a lot of work needs to be done quickly, we work together as a team to get the work done.',
          'Khi có nhiều việc cần làm gấp, chúng tôi cùng nhau làm việc như một nhóm để hoàn thành công việc.',
        ),
        agree('A4', 'In this unit, people treat each other with respect.', 'Trong khoa/phòng này, mọi người đối xử với nhau một cách tôn trọng.'),
        agree(
          'A5',
          'Staff in this unit work longer hours than is best for patient care.',
          'Nhân viên trong khoa/phòng này làm việc nhiều giờ hơn mức tốt nhất cho việc chăm sóc người bệnh.',
          true,
        ),
        agree('A6', 'We are actively doing things to improve patient safety.', 'Chúng tôi đang tích cực thực hiện các hoạt động để cải thiện an toàn người bệnh.'),
        agree(
          'A7',
          'We use more agency/temporary staff than is best for patient care.',
          'Chúng tôi sử dụng nhân viên thuê ngoài/tạm thời nhiều hơn mức tốt nhất cho việc chăm sóc người bệnh.',
          true,
        ),
        agree('A8', 'Staff feel like their mistakes are held against them.', 'Nhân viên cảm thấy sai sót của mình bị dùng để chống lại chính họ.', true),
        agree('A9', 'Mistakes have led to positive changes here.', 'Các sai sót đã dẫn đến những thay đổi tích cực ở đây.'),
        agree('A10', "It is just by chance that more serious mistakes don't happen around here.", 'Những sai sót nghiêm trọng hơn chưa xảy ra ở đây chỉ là do may mắn.', true),
        agree('A11', 'When one area in this unit gets really busy, others help out.', 'Khi một bộ phận trong khoa/phòng này quá bận, những người khác sẽ giúp đỡ.'),
        agree(
          'A12',
          'When an event is reported, it feels like the person is being written up, not the problem.',
          'Khi một sự cố được báo cáo, có cảm giác như cá nhân bị kiểm điểm chứ không phải vấn đề được xem xét.',
          true,
        ),
        agree(
          'A13',
          'After we make changes to improve patient safety, we evaluate their effectiveness.',
          'Sau khi thực hiện các thay đổi để cải thiện an toàn người bệnh, chúng tôi đánh giá hiệu quả của những thay đổi đó.',
        ),
        agree('A14', "We work in 'crisis mode' trying to do too much, too quickly.", 'Chúng tôi làm việc trong “tình trạng khủng hoảng”, cố làm quá nhiều việc, quá nhanh.', true),
        agree('A15', 'Patient safety is never sacrificed to get more work done.', 'An toàn người bệnh không bao giờ bị hy sinh để làm được nhiều việc hơn.'),
        agree('A16', 'Staff worry that mistakes they make are kept in their personnel file.', 'Nhân viên lo lắng rằng những sai sót của họ bị ghi vào hồ sơ nhân sự.', true),
        agree('A17', 'We have patient safety problems in this unit.', 'Khoa/phòng chúng tôi có những vấn đề về an toàn người bệnh.', true),
        agree('A18', 'Our procedures and systems are good at preventing errors from happening.', 'Các quy trình và hệ thống của chúng tôi phòng ngừa sai sót hiệu quả.'),
      ],
    },
    {
      code: 'B',
      title: tx('Section B: Your Supervisor/Manager', 'Phần B: Người quản lý trực tiếp của anh/chị'),
      stem: tx(
        'Please indicate your agreement or disagreement with the following statements about your immediate supervisor/manager or person to whom you directly report.',
        'Xin cho biết anh/chị đồng ý hay không đồng ý với các nhận định sau đây về người giám sát/quản lý trực tiếp hoặc người mà anh/chị báo cáo trực tiếp.',
      ),
      background: false,
      type: 'radio',
      questions: [
        agree(
          'B1',
          `${SUPERVISOR} says a good word when he/she sees a job done according to established patient safety procedures.`,
          `${SUPERVISOR_VI} khen ngợi khi thấy công việc được thực hiện đúng theo các quy trình an toàn người bệnh đã ban hành.`,
        ),
        agree(
          'B2',
          `${SUPERVISOR} seriously considers staff suggestions for improving patient safety.`,
          `${SUPERVISOR_VI} nghiêm túc xem xét các đề xuất của nhân viên nhằm cải thiện an toàn người bệnh.`,
        ),
        agree(
          'B3',
          'Whenever pressure builds up, my supervisor/manager wants us to work faster, even if it means taking shortcuts.',
          'Mỗi khi áp lực công việc tăng lên, người quản lý trực tiếp của tôi muốn chúng tôi làm nhanh hơn, ngay cả khi phải làm tắt, bỏ qua các bước.',
          true,
        ),
        agree(
          'B4',
          `${SUPERVISOR} overlooks patient safety problems that happen over and over.`,
          `${SUPERVISOR_VI} bỏ qua những vấn đề an toàn người bệnh xảy ra lặp đi lặp lại.`,
          true,
        ),
      ],
    },
    {
      code: 'C',
      title: tx('Section C: Communications', 'Phần C: Giao tiếp và trao đổi thông tin'),
      stem: tx('How often do the following things happen in your work area/unit?', 'Những điều sau đây xảy ra thường xuyên đến mức nào tại khoa/phòng của anh/chị?'),
      background: false,
      type: 'radio',
      questions: [
        often(
          'C1',
          'We are given feedback about changes put into place based on event reports.',
          'Chúng tôi được phản hồi về những thay đổi đã được thực hiện dựa trên các báo cáo sự cố.',
        ),
        often(
          'C2',
          'Staff will freely speak up if they see something that may negatively affect patient care.',
          'Nhân viên thoải mái lên tiếng nếu thấy điều gì đó có thể ảnh hưởng xấu đến việc chăm sóc người bệnh.',
        ),
        often('C3', 'We are informed about errors that happen in this unit.', 'Chúng tôi được thông báo về những sai sót xảy ra trong khoa/phòng này.'),
        often(
          'C4',
          'Staff feel free to question the decisions or actions of those with more authority.',
          'Nhân viên thoải mái đặt câu hỏi về quyết định hoặc hành động của những người có thẩm quyền cao hơn.',
        ),
        often(
          'C5',
          'In this unit, we discuss ways to prevent errors from happening again.',
          'Trong khoa/phòng này, chúng tôi thảo luận cách phòng ngừa để sai sót không tái diễn.',
        ),
        often('C6', 'Staff are afraid to ask questions when something does not seem right.', 'Nhân viên sợ đặt câu hỏi khi thấy có điều gì đó không ổn.', true),
      ],
    },
    {
      code: 'D',
      title: tx('Section D: Frequency of Events Reported', 'Phần D: Tần suất báo cáo sự cố'),
      stem: tx(
        'In your hospital work area/unit, when the following mistakes happen, how often are they reported?',
        'Tại khoa/phòng của anh/chị, khi những sai sót sau đây xảy ra, chúng được báo cáo thường xuyên đến mức nào?',
      ),
      background: false,
      type: 'radio',
      questions: [
        often(
          'D1',
          `When a mistake is made, but is caught and corrected before affecting the patient, ${HOW_OFTEN}`,
          `Khi có sai sót nhưng được phát hiện và khắc phục trước khi ảnh hưởng đến người bệnh, ${HOW_OFTEN_VI}`,
        ),
        often(
          'D2',
          `When a mistake is made, but has no potential to harm the patient, ${HOW_OFTEN}`,
          `Khi có sai sót nhưng không có khả năng gây hại cho người bệnh, ${HOW_OFTEN_VI}`,
        ),
        often(
          'D3',
          `When a mistake is made that could harm the patient, but does not, ${HOW_OFTEN}`,
          `Khi có sai sót có thể gây hại cho người bệnh nhưng thực tế không gây hại, ${HOW_OFTEN_VI}`,
        ),
      ],
    },
    {
      code: 'E',
      title: tx('Section E: Patient Safety Grade', 'Phần E: Xếp loại an toàn người bệnh'),
      background: false,
      type: 'radio',
      questions: [
        item(
          'E1',
          'grade',
          false,
          'Please give your work area/unit in this hospital an overall grade on patient safety.',
          'Xin anh/chị cho điểm xếp loại chung về an toàn người bệnh tại khoa/phòng của mình trong bệnh viện này.',
        ),
      ],
    },
    {
      code: 'F',
      title: tx('Section F: Your Hospital', 'Phần F: Bệnh viện của anh/chị'),
      stem: tx(
        'Please indicate your agreement or disagreement with the following statements about your hospital.',
        'Xin cho biết anh/chị đồng ý hay không đồng ý với các nhận định sau đây về bệnh viện của mình.',
      ),
      background: false,
      type: 'radio',
      questions: [
        agree('F1', 'Hospital management provides a work climate that promotes patient safety.', 'Lãnh đạo bệnh viện tạo ra môi trường làm việc thúc đẩy an toàn người bệnh.'),
        agree('F2', 'Hospital units do not coordinate well with each other.', 'Các khoa/phòng trong bệnh viện phối hợp với nhau chưa tốt.', true),
        agree(
          'F3',
          "Things 'fall between the cracks' when transferring patients from one unit to another.",
          'Có những việc bị “bỏ sót” khi chuyển người bệnh từ khoa/phòng này sang khoa/phòng khác.',
          true,
        ),
        agree('F4', 'There is good cooperation among hospital units that need to work together.', 'Có sự hợp tác tốt giữa các khoa/phòng cần làm việc cùng nhau trong bệnh viện.'),
        agree('F5', 'Important patient care information is often lost during shift changes.', 'Thông tin quan trọng về chăm sóc người bệnh thường bị thất lạc khi giao ca.', true),
        agree(
          'F6',
          'It is often unpleasant to work with staff from other hospital units.',
          'Làm việc với nhân viên của các khoa/phòng khác trong bệnh viện thường không dễ chịu.',
          true,
        ),
        agree(
          'F7',
          'Problems often occur in the exchange of information across hospital units.',
          'Thường xảy ra vấn đề trong việc trao đổi thông tin giữa các khoa/phòng của bệnh viện.',
          true,
        ),
        agree(
          'F8',
          'The actions of hospital management show that patient safety is a top priority.',
          'Các hành động của lãnh đạo bệnh viện cho thấy an toàn người bệnh là ưu tiên hàng đầu.',
        ),
        agree(
          'F9',
          'Hospital management seems interested in patient safety only after an adverse event happens.',
          'Lãnh đạo bệnh viện dường như chỉ quan tâm đến an toàn người bệnh sau khi đã xảy ra sự cố y khoa.',
          true,
        ),
        agree(
          'F10',
          'Hospital units work well together to provide the best care for patients.',
          'Các khoa/phòng trong bệnh viện phối hợp tốt với nhau để chăm sóc người bệnh tốt nhất.',
        ),
        agree('F11', 'Shift changes are problematic for patients in this hospital.', 'Việc giao ca thường gây ra vấn đề cho người bệnh tại bệnh viện này.', true),
      ],
    },
    {
      code: 'G',
      title: tx('Section G: Number of Events Reported', 'Phần G: Số sự cố đã báo cáo'),
      background: false,
      type: 'radio',
      questions: [
        item(
          'G1',
          'events',
          false,
          'In the past 12 months, how many event reports have you filled out and submitted?',
          'Trong 12 tháng qua, anh/chị đã điền và gửi bao nhiêu báo cáo sự cố?',
        ),
      ],
    },
    {
      code: 'H',
      title: tx('Section H: Background Information', 'Phần H: Thông tin chung'),
      stem: tx('This information will help in the analysis of the survey results.', 'Những thông tin này giúp cho việc phân tích kết quả khảo sát.'),
      background: true,
      type: 'radio',
      questions: [
        item('H1', 'tenure', false, 'How long have you worked in this hospital?', 'Anh/chị đã làm việc tại bệnh viện này bao lâu?'),
        item('H2', 'tenure', false, 'How long have you worked in your current hospital work area/unit?', 'Anh/chị đã làm việc ở khoa/phòng hiện tại của bệnh viện bao lâu?'),
        item('H3', 'hours', false, 'Typically, how many hours per week do you work in this hospital?', 'Thông thường, anh/chị làm việc tại bệnh viện này bao nhiêu giờ mỗi tuần?'),
        {
          ...item(
            'H4',
            'position',
            false,
            'What is your staff position in this hospital? Select ONE answer that best describes your staff position.',
            'Vị trí công việc của anh/chị tại bệnh viện này là gì? Chọn MỘT câu trả lời mô tả đúng nhất vị trí của anh/chị.',
          ),
          role: 'position',
        },
        item(
          'H5',
          'contact',
          false,
          'In your staff position, do you typically have direct interaction or contact with patients?',
          'Ở vị trí công việc của mình, anh/chị có thường tương tác hoặc tiếp xúc trực tiếp với người bệnh không?',
        ),
        item(
          'H6',
          'tenure',
          false,
          'How long have you worked in your current specialty or profession?',
          'Anh/chị đã làm việc trong chuyên ngành hoặc nghề nghiệp hiện tại bao lâu?',
        ),
      ],
    },
    {
      code: 'I',
      title: tx('Section I: Your Comments', 'Phần I: Ý kiến của anh/chị'),
      background: true,
      type: 'text',
      questions: [
        item(
          'I1',
          null,
          false,
          'Please feel free to write any comments about patient safety, error, or event reporting in your hospital.',
          'Mời anh/chị chia sẻ bất kỳ ý kiến nào về an toàn người bệnh, sai sót hoặc báo cáo sự cố tại bệnh viện.',
        ),
      ],
    },
  ],
  composites: [
    { code: 'TEAMWORK_WITHIN_UNITS', name: tx('Teamwork Within Units', 'Làm việc nhóm trong khoa'), items: ['A1', 'A3', 'A4', 'A11'] },
    {
      code: 'SUPERVISOR_EXPECTATIONS',
      name: tx('Supervisor/Manager Expectations & Actions Promoting Patient Safety', 'Lãnh đạo khoa khuyến khích an toàn người bệnh'),
      items: ['B1', 'B2', 'B3', 'B4'],
    },
    { code: 'ORGANIZATIONAL_LEARNING', name: tx('Organizational Learning—Continuous Improvement', 'Học tập – cải tiến liên tục'), items: ['A6', 'A9', 'A13'] },
    { code: 'MANAGEMENT_SUPPORT', name: tx('Management Support for Patient Safety', 'Hỗ trợ của lãnh đạo bệnh viện'), items: ['F1', 'F8', 'F9'] },
    { code: 'OVERALL_PERCEPTIONS', name: tx('Overall Perceptions of Patient Safety', 'Nhận thức chung về an toàn người bệnh'), items: ['A10', 'A15', 'A17', 'A18'] },
    { code: 'FEEDBACK_ABOUT_ERROR', name: tx('Feedback & Communication About Error', 'Thông báo phản hồi sai sót'), items: ['C1', 'C3', 'C5'] },
    { code: 'COMMUNICATION_OPENNESS', name: tx('Communication Openness', 'Cởi mở thông tin về sai sót'), items: ['C2', 'C4', 'C6'] },
    { code: 'FREQUENCY_OF_EVENTS_REPORTED', name: tx('Frequency of Events Reported', 'Tần suất báo cáo sự cố'), items: ['D1', 'D2', 'D3'] },
    { code: 'TEAMWORK_ACROSS_UNITS', name: tx('Teamwork Across Units', 'Làm việc nhóm giữa các khoa/phòng'), items: ['F2', 'F4', 'F6', 'F10'] },
    { code: 'STAFFING', name: tx('Staffing', 'Nhân lực'), items: ['A2', 'A5', 'A7', 'A14'] },
    { code: 'HANDOFFS_TRANSITIONS', name: tx('Handoffs & Transitions', 'Bàn giao và chuyển bệnh'), items: ['F3', 'F5', 'F7', 'F11'] },
    { code: 'NONPUNITIVE_RESPONSE', name: tx('Nonpunitive Response to Error', 'Hành xử không buộc tội'), items: ['A8', 'A12', 'A16'] },
  ],
  singleItemMeasures: [
    { code: 'E1', name: tx('Patient Safety Grade', 'Xếp loại chung về an toàn người bệnh'), positiveValues: [4, 5] },
    { code: 'G1', name: tx('Number of Events Reported', 'Số sự cố đã báo cáo'), positiveValues: null },
  ],
};
