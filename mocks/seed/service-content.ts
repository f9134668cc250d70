// The help centre and service-question articles of the seed, in Vietnamese, Chinese and English. Records store the
// Vietnamese text (the deployment language) and the help handlers answer the request's language
// (mocks/handlers/service-language.ts). Some bodies carry markup a page must never run (script, event handlers,
// javascript: links): the app has to sanitise them.
import type { Texts } from '../handlers/text-language';

interface CategoryTexts {
  id: number;
  type: 1 | 2;
  title: Texts;
  sortNum: number;
}

interface ArticleTexts {
  id: number;
  configId: number;
  title: Texts;
  content: Texts;
  sortNum: number;
}

/** A category as it is stored (Vietnamese). */
export interface SeedCategory extends Omit<CategoryTexts, 'title'> {
  title: string;
}

/** An article as it is stored (Vietnamese). */
export interface SeedArticle extends Omit<ArticleTexts, 'title' | 'content'> {
  title: string;
  content: string;
}

/** Help centre categories (type 1) and service-question categories (type 2), out of display order on purpose. */
const CATEGORY_TEXTS: CategoryTexts[] = [
  { id: 4, type: 1, title: { vi: 'Rút tiền', zh: '取款', en: 'Withdrawals' }, sortNum: 2 },
  { id: 3, type: 1, title: { vi: 'Nạp tiền', zh: '存款', en: 'Deposits' }, sortNum: 1 },
  { id: 5, type: 1, title: { vi: 'Cá cược thể thao', zh: '体育投注', en: 'Sports betting' }, sortNum: 3 },
  { id: 6, type: 1, title: { vi: 'Tài khoản và bảo mật', zh: '账户与安全', en: 'Account and security' }, sortNum: 4 },
  { id: 12, type: 2, title: { vi: 'Nạp và rút tiền', zh: '存款与取款', en: 'Deposits and withdrawals' }, sortNum: 2 },
  { id: 11, type: 2, title: { vi: 'Câu hỏi thường gặp', zh: '常见问题', en: 'Frequently asked questions' }, sortNum: 1 },
  { id: 13, type: 2, title: { vi: 'Khuyến mãi', zh: '优惠活动', en: 'Promotions' }, sortNum: 3 },
];

const ARTICLE_TEXTS: ArticleTexts[] = [
  {
    id: 301,
    configId: 3,
    sortNum: 1,
    title: { vi: 'Làm thế nào để nạp tiền qua ngân hàng?', zh: '如何通过银行存款？', en: 'How do I deposit through a bank?' },
    content: {
      vi: '<p>Chọn <b>Nạp tiền</b>, chọn ngân hàng và nhập số tiền.</p><ol><li>Chuyển khoản đúng nội dung.</li><li>Chờ 1-3 phút để được cộng tiền.</li></ol>',
      zh: '<p>选择<b>存款</b>，选择银行并输入金额。</p><ol><li>转账时填写正确的附言。</li><li>等待1-3分钟即可到账。</li></ol>',
      en: '<p>Choose <b>Deposit</b>, pick a bank and enter the amount.</p><ol><li>Transfer with the exact reference shown.</li><li>Wait 1-3 minutes for the credit.</li></ol>',
    },
  },
  {
    id: 302,
    configId: 3,
    sortNum: 2,
    title: { vi: 'Vì sao lệnh nạp chưa được cộng tiền?', zh: '为什么存款还没有到账？', en: 'Why has my deposit not been credited?' },
    content: {
      vi: '<p>Ngân hàng có thể xử lý chậm vào giờ cao điểm.</p><img src="x" onerror="alert(1)" alt="biên lai"><script>alert("nap")</script><p>Vui lòng gửi biên lai cho bộ phận hỗ trợ.</p>',
      zh: '<p>高峰时段银行处理可能较慢。</p><img src="x" onerror="alert(1)" alt="回单"><script>alert("nap")</script><p>请将转账回单发送给客服。</p>',
      en: '<p>Banks can be slow at peak hours.</p><img src="x" onerror="alert(1)" alt="receipt"><script>alert("nap")</script><p>Please send the receipt to support.</p>',
    },
  },
  {
    id: 401,
    configId: 4,
    sortNum: 1,
    title: { vi: 'Thời gian xử lý lệnh rút tiền là bao lâu?', zh: '取款需要多长时间？', en: 'How long does a withdrawal take?' },
    content: {
      vi: '<p>Lệnh rút tiền thường được xử lý trong <strong>5-15 phút</strong>.</p>',
      zh: '<p>取款通常在<strong>5-15分钟</strong>内处理完毕。</p>',
      en: '<p>Withdrawals are usually processed within <strong>5-15 minutes</strong>.</p>',
    },
  },
  {
    id: 402,
    configId: 4,
    sortNum: 2,
    title: { vi: 'Tôi quên mật khẩu rút tiền thì làm sao?', zh: '忘记取款密码怎么办？', en: 'What if I forget my withdraw password?' },
    content: {
      vi: '<p>Liên hệ chăm sóc khách hàng để đặt lại mật khẩu rút tiền.</p><a href="javascript:alert(2)">Đặt lại ngay</a>',
      zh: '<p>请联系客服重置取款密码。</p><a href="javascript:alert(2)">立即重置</a>',
      en: '<p>Contact customer service to reset your withdraw password.</p><a href="javascript:alert(2)">Reset now</a>',
    },
  },
  {
    id: 501,
    configId: 5,
    sortNum: 1,
    title: { vi: 'Kèo châu Á là gì?', zh: '什么是亚洲让球盘？', en: 'What is an Asian handicap?' },
    content: {
      vi: '<p>Kèo châu Á chia tỷ lệ chấp giữa hai đội để cân bằng cơ hội.</p>',
      zh: '<p>亚洲让球盘在两队之间设置让球，使双方的机会均等。</p>',
      en: '<p>An Asian handicap gives one team a head start so that both sides have an even chance.</p>',
    },
  },
  {
    id: 601,
    configId: 6,
    sortNum: 1,
    title: { vi: 'Làm sao để liên kết số điện thoại?', zh: '如何绑定手机号？', en: 'How do I link my phone number?' },
    content: {
      vi: '<p>Vào <em>Tài khoản</em> › <em>Bảo mật</em> › <em>Số điện thoại</em> và nhập mã SMS.</p>',
      zh: '<p>进入<em>账户</em> › <em>安全</em> › <em>手机号</em>，然后输入短信验证码。</p>',
      en: '<p>Go to <em>Account</em> › <em>Security</em> › <em>Phone number</em> and enter the SMS code.</p>',
    },
  },
  {
    id: 1102,
    configId: 11,
    sortNum: 2,
    title: { vi: 'Tôi có thể đổi tên đăng nhập không?', zh: '可以修改用户名吗？', en: 'Can I change my username?' },
    content: {
      vi: '<p>Tên đăng nhập không thể thay đổi sau khi đăng ký. Bạn có thể đổi <b>biệt danh</b>.</p>',
      zh: '<p>用户名注册后无法修改，但您可以修改<b>昵称</b>。</p>',
      en: '<p>A username cannot be changed after registration. You can change your <b>nickname</b>.</p>',
    },
  },
  {
    id: 1101,
    configId: 11,
    sortNum: 1,
    title: { vi: 'Làm sao để đăng ký tài khoản?', zh: '如何注册账户？', en: 'How do I register an account?' },
    content: {
      vi: '<p>Nhấn <b>Đăng ký</b>, nhập tên đăng nhập 6-20 ký tự và mật khẩu 8-20 ký tự gồm chữ và số.</p><div onclick="steal()">Xem hướng dẫn</div>',
      zh: '<p>点击<b>注册</b>，输入6-20个字符的用户名和8-20个字符、包含字母和数字的密码。</p><div onclick="steal()">查看指南</div>',
      en: '<p>Tap <b>Register</b>, enter a username of 6-20 characters and a password of 8-20 letters and digits.</p><div onclick="steal()">See the guide</div>',
    },
  },
  {
    id: 1103,
    configId: 11,
    sortNum: 3,
    title: { vi: 'Vì sao tài khoản của tôi bị khóa nạp tiền?', zh: '为什么我的账户被锁定存款？', en: 'Why are deposits locked on my account?' },
    content: {
      vi: '<p>Tài khoản có thể bị khóa để bảo vệ bạn. Vui lòng liên hệ hỗ trợ.</p>',
      zh: '<p>为保护您的安全，账户可能会被锁定。请联系客服。</p>',
      en: '<p>An account may be locked to protect you. Please contact support.</p>',
    },
  },
  {
    id: 1201,
    configId: 12,
    sortNum: 1,
    title: { vi: 'Số tiền nạp tối thiểu là bao nhiêu?', zh: '最低存款金额是多少？', en: 'What is the minimum deposit?' },
    content: {
      vi: '<p>Số tiền nạp tối thiểu là 100.000 VND.</p>',
      zh: '<p>最低存款金额为100,000 VND。</p>',
      en: '<p>The minimum deposit is 100,000 VND.</p>',
    },
  },
];

/** The customer-service pop-up title of the help pages. */
export const HELP_LINK_TITLE: Texts = { vi: 'Bạn cần hỗ trợ thêm?', zh: '需要更多帮助吗？', en: 'Need more help?' };

export const SEED_CATEGORIES: SeedCategory[] = CATEGORY_TEXTS.map(({ title, ...rest }) => ({ ...rest, title: title.vi }));

export const SEED_ARTICLES: SeedArticle[] = ARTICLE_TEXTS.map(({ title, content, ...rest }) => ({
  ...rest,
  title: title.vi,
  content: content.vi,
}));

/** Every help text in the three languages: category and article titles, article bodies, the pop-up title. */
export const HELP_TEXTS: readonly Texts[] = [
  ...CATEGORY_TEXTS.map((category) => category.title),
  ...ARTICLE_TEXTS.flatMap((article) => [article.title, article.content]),
  HELP_LINK_TITLE,
];
