// The help centre and service-question articles of the seed (Vietnamese, the deployment language). Some bodies carry
// markup a page must never run (script, event handlers, javascript: links): the app has to sanitise them.

export interface SeedCategory {
  id: number;
  type: 1 | 2;
  title: string;
  sortNum: number;
}

export interface SeedArticle {
  id: number;
  configId: number;
  title: string;
  content: string;
  sortNum: number;
}

/** Help centre categories (type 1) and service-question categories (type 2), out of display order on purpose. */
export const SEED_CATEGORIES: SeedCategory[] = [
  { id: 4, type: 1, title: 'Rút tiền', sortNum: 2 },
  { id: 3, type: 1, title: 'Nạp tiền', sortNum: 1 },
  { id: 5, type: 1, title: 'Cá cược thể thao', sortNum: 3 },
  { id: 6, type: 1, title: 'Tài khoản và bảo mật', sortNum: 4 },
  { id: 12, type: 2, title: 'Nạp và rút tiền', sortNum: 2 },
  { id: 11, type: 2, title: 'Câu hỏi thường gặp', sortNum: 1 },
  { id: 13, type: 2, title: 'Khuyến mãi', sortNum: 3 },
];

export const SEED_ARTICLES: SeedArticle[] = [
  {
    id: 301,
    configId: 3,
    sortNum: 1,
    title: 'Làm thế nào để nạp tiền qua ngân hàng?',
    content: '<p>Chọn <b>Nạp tiền</b>, chọn ngân hàng và nhập số tiền.</p><ol><li>Chuyển khoản đúng nội dung.</li><li>Chờ 1-3 phút để được cộng tiền.</li></ol>',
  },
  {
    id: 302,
    configId: 3,
    sortNum: 2,
    title: 'Vì sao lệnh nạp chưa được cộng tiền?',
    content: '<p>Ngân hàng có thể xử lý chậm vào giờ cao điểm.</p><img src="x" onerror="alert(1)" alt="biên lai"><script>alert("nap")</script><p>Vui lòng gửi biên lai cho bộ phận hỗ trợ.</p>',
  },
  {
    id: 401,
    configId: 4,
    sortNum: 1,
    title: 'Thời gian xử lý lệnh rút tiền là bao lâu?',
    content: '<p>Lệnh rút tiền thường được xử lý trong <strong>5-15 phút</strong>.</p>',
  },
  {
    id: 402,
    configId: 4,
    sortNum: 2,
    title: 'Tôi quên mật khẩu rút tiền thì làm sao?',
    content: '<p>Liên hệ chăm sóc khách hàng để đặt lại mật khẩu rút tiền.</p><a href="javascript:alert(2)">Đặt lại ngay</a>',
  },
  {
    id: 501,
    configId: 5,
    sortNum: 1,
    title: 'Kèo châu Á là gì?',
    content: '<p>Kèo châu Á chia tỷ lệ chấp giữa hai đội để cân bằng cơ hội.</p>',
  },
  {
    id: 601,
    configId: 6,
    sortNum: 1,
    title: 'Làm sao để liên kết số điện thoại?',
    content: '<p>Vào <em>Tài khoản</em> › <em>Bảo mật</em> › <em>Số điện thoại</em> và nhập mã SMS.</p>',
  },
  {
    id: 1102,
    configId: 11,
    sortNum: 2,
    title: 'Tôi có thể đổi tên đăng nhập không?',
    content: '<p>Tên đăng nhập không thể thay đổi sau khi đăng ký. Bạn có thể đổi <b>biệt danh</b>.</p>',
  },
  {
    id: 1101,
    configId: 11,
    sortNum: 1,
    title: 'Làm sao để đăng ký tài khoản?',
    content: '<p>Nhấn <b>Đăng ký</b>, nhập tên đăng nhập 6-20 ký tự và mật khẩu 8-20 ký tự gồm chữ và số.</p><div onclick="steal()">Xem hướng dẫn</div>',
  },
  {
    id: 1103,
    configId: 11,
    sortNum: 3,
    title: 'Vì sao tài khoản của tôi bị khóa nạp tiền?',
    content: '<p>Tài khoản có thể bị khóa để bảo vệ bạn. Vui lòng liên hệ hỗ trợ.</p>',
  },
  {
    id: 1201,
    configId: 12,
    sortNum: 1,
    title: 'Số tiền nạp tối thiểu là bao nhiêu?',
    content: '<p>Số tiền nạp tối thiểu là 100.000 VND.</p>',
  },
];
