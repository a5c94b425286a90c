/** The product's name in the document title: `Đăng nhập hệ thống | vote for patient safety`. */
export const APP_TITLE = 'vote for patient safety';
