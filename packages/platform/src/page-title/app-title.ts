/** The product's name in the document title: `Đăng nhập hệ thống | Vote for Patient Safety`. */
export const APP_TITLE = 'Vote for Patient Safety';
