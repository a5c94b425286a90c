import { usePageTitle } from '@hm/platform';

/** /GioiThieu: what the product is for. */
export default function GioiThieuPage() {
  usePageTitle('Giới thiệu');
  return (
    <section className="hm-page" aria-labelledby="hm-gioithieu-title">
      <h1 id="hm-gioithieu-title">Giới thiệu</h1>
      <p>
        Vote for Patient Safety giúp bệnh viện khảo sát văn hóa an toàn người bệnh theo bộ công cụ Hospital Survey on Patient Safety Culture của AHRQ (phiên bản 2.0 và 1.0): nhân
        viên bình chọn ẩn danh, quản trị viên theo dõi tỷ lệ phản hồi, tỷ lệ phản hồi tích cực theo từng lĩnh vực, và xuất báo cáo.
      </p>
      <p>Câu trả lời không gắn với người trả lời; các nhóm có ít người trả lời hơn ngưỡng tối thiểu không được hiển thị số liệu.</p>
    </section>
  );
}
