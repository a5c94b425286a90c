/** mf-reports texts (namespace `reports`), Vietnamese. English in texts-en.ts, same shape. */
export const reportsVi = {
  export: {
    title: 'Xuất dữ liệu',
    subtitle: 'Các tệp dữ liệu của một phiên bản khảo sát: dữ liệu thô, thời gian công tác và tệp nộp cơ sở dữ liệu AHRQ.',
    version: 'Phiên bản khảo sát',
    versionPlaceholder: 'Chọn phiên bản khảo sát',
    choice: 'Phiên bản và bệnh viện',
    hospital: 'Bệnh viện',
    allHospitals: 'Tất cả bệnh viện được xem',
    noMatch: 'Không tìm thấy',
    noVersions: 'Chưa có phiên bản khảo sát nào để xuất dữ liệu',
    noVersionsDetail: 'Một phiên bản hiện ở đây khi đã bắt đầu nhận phiếu tại bệnh viện bạn được xem.',
    status: { '1': 'Đang mở', '2': 'Đã đóng', '3': 'Tạm dừng' },
    instrument: { HSOPS2: 'AHRQ SOPS 2.0', HSOPSC1: 'HSOPSC 1.0', none: 'Bộ câu hỏi riêng' },
    hospitalSection: 'Dữ liệu của bệnh viện',
    ahrqSection: 'Nộp cơ sở dữ liệu AHRQ',
    ahrqNote:
      'Cơ sở dữ liệu AHRQ SOPS Hospital chỉ nhận SOPS Hospital Survey 2.0, mỗi bệnh viện ít nhất 10 phiếu hoàn chỉnh. Hai tệp dùng tên biến tiếng Anh như quy cách của AHRQ và cùng một mã bệnh viện (SiteID).',
    download: 'Tải tệp',
    downloadNamed: 'Tải tệp: {{name}}',
    done: 'Đã tải tệp {{name}}',
    refused: 'Không xuất được tệp',
    raw: {
      title: 'Dữ liệu thô',
      detail:
        'Mỗi phiếu trả lời một dòng, mã câu trả lời như người trả lời đã chọn (câu đảo chưa đảo mã), kèm bảng mã. Các dòng theo thứ tự ngẫu nhiên, không có ngày giờ gửi phiếu. Mỗi lần xuất được ghi vào nhật ký.',
      comments: 'Kèm ý kiến (câu trả lời bằng chữ)',
    },
    workingTime: {
      title: 'Thời gian công tác',
      detail: 'Phân bố thời gian làm việc tại bệnh viện, tại khoa/phòng và số giờ làm việc mỗi tuần, lấy từ dữ liệu tổng hợp (nhóm quá nhỏ được ẩn).',
    },
    ahrqRespondent: {
      title: 'Tệp người trả lời',
      detail:
        'Mỗi phiếu hoàn chỉnh một dòng: mã gốc như đã trả lời (không đảo mã, 9 giữ nguyên, để trống khi không trả lời), khoa/phòng và vị trí công tác theo mã danh mục AHRQ, mã bệnh viện SiteID. Mỗi lần xuất được ghi vào nhật ký.',
    },
    ahrqSite: {
      title: 'Tệp bệnh viện',
      detail:
        'Mỗi bệnh viện một dòng: SiteID, tên, địa chỉ, người liên hệ, điện thoại, thư điện tử, số giường, hình thức sở hữu, bệnh viện giảng dạy. AHRQ bắt buộc có người liên hệ, điện thoại và thư điện tử: cập nhật ở trang Thông tin bệnh viện.',
    },
    reasons: {
      noFunction: 'Bạn chưa được giao chức năng Xuất dữ liệu thô.',
      open: 'Phiên bản còn nhận phiếu: chỉ xuất được khi phiên bản đã đóng.',
      noSnapshot: 'Phiên bản chưa có dữ liệu tổng hợp: thống kê có sau khi phiên bản đóng và dữ liệu được tính.',
      notSops2: 'Phiên bản không dùng bộ câu hỏi AHRQ SOPS Hospital Survey 2.0, phiên bản duy nhất cơ sở dữ liệu AHRQ nhận.',
    },
  },

  index: {
    title: 'Báo cáo',
    subtitle: 'Các trang báo cáo và các báo cáo bạn được dùng',
    pages: 'Trang báo cáo',
    reports: 'Báo cáo của bạn',
    noPages: 'Bạn chưa được giao trang báo cáo nào',
    noReports: 'Bạn chưa được giao báo cáo nào',
  },
  reportView: {
    title: 'Xem báo cáo',
    subtitle: 'Chọn một báo cáo, nhập tham số và xem bảng số liệu, biểu đồ; xuất Excel hoặc CSV nếu được phép.',
    report: 'Báo cáo',
    choose: 'Chọn báo cáo',
    prompt: 'Chọn một báo cáo để xem',
    none: 'Bạn chưa được giao báo cáo nào',
    noneDetail: 'Liên hệ quản trị hệ thống để được phân quyền báo cáo.',
    source: 'Nguồn dữ liệu: {{name}}',
    params: 'Tham số',
    all: 'Tất cả',
    run: 'Xem báo cáo',
    runPrompt: 'Chọn tham số rồi bấm “Xem báo cáo”.',
    noRun: 'Bạn chỉ được xem thông tin báo cáo này, không được chạy báo cáo.',
    exportXlsx: 'Xuất Excel',
    exportCsv: 'Xuất CSV',
    exported: 'Đã xuất báo cáo',
    rights: { xem: 'Xem', chay: 'Chạy', xuat: 'Xuất' },
  },
};
