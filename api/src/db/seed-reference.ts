/** Reference data: the same on every installation. */

export const BANKS: Array<[code: string, shortName: string, fullName: string]> = [
  ['VCB', 'Vietcombank', 'Ngân hàng TMCP Ngoại thương Việt Nam'],
  ['CTG', 'VietinBank', 'Ngân hàng TMCP Công Thương Việt Nam'],
  ['BIDV', 'BIDV', 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam'],
  ['VBA', 'Agribank', 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam'],
  ['TCB', 'Techcombank', 'Ngân hàng TMCP Kỹ Thương Việt Nam'],
  ['MB', 'MB Bank', 'Ngân hàng TMCP Quân đội'],
  ['ACB', 'ACB', 'Ngân hàng TMCP Á Châu'],
  ['VPB', 'VPBank', 'Ngân hàng TMCP Việt Nam Thịnh Vượng'],
  ['STB', 'Sacombank', 'Ngân hàng TMCP Sài Gòn Thương Tín'],
  ['SHB', 'SHB', 'Ngân hàng TMCP Sài Gòn – Hà Nội'],
  ['HDB', 'HDBank', 'Ngân hàng TMCP Phát triển Thành phố Hồ Chí Minh'],
  ['TPB', 'TPBank', 'Ngân hàng TMCP Tiên Phong'],
  ['VIB', 'VIB', 'Ngân hàng TMCP Quốc tế Việt Nam'],
  ['SSB', 'SeABank', 'Ngân hàng TMCP Đông Nam Á'],
  ['OCB', 'OCB', 'Ngân hàng TMCP Phương Đông'],
  ['MSB', 'MSB', 'Ngân hàng TMCP Hàng Hải Việt Nam'],
  ['EIB', 'Eximbank', 'Ngân hàng TMCP Xuất Nhập khẩu Việt Nam'],
  ['LPB', 'LPBank', 'Ngân hàng TMCP Lộc Phát Việt Nam'],
  ['NAB', 'Nam A Bank', 'Ngân hàng TMCP Nam Á'],
  ['BAB', 'Bac A Bank', 'Ngân hàng TMCP Bắc Á'],
  ['ABB', 'ABBANK', 'Ngân hàng TMCP An Bình'],
  ['PVCB', 'PVcomBank', 'Ngân hàng TMCP Đại Chúng Việt Nam'],
  ['SGB', 'Saigonbank', 'Ngân hàng TMCP Sài Gòn Công Thương'],
  ['VAB', 'VietABank', 'Ngân hàng TMCP Việt Á'],
  ['KLB', 'KienlongBank', 'Ngân hàng TMCP Kiên Long'],
  ['BVB', 'BaoViet Bank', 'Ngân hàng TMCP Bảo Việt'],
  ['NCB', 'NCB', 'Ngân hàng TMCP Quốc Dân'],
  ['VBB', 'Vietbank', 'Ngân hàng TMCP Việt Nam Thương Tín'],
  ['PGB', 'PGBank', 'Ngân hàng TMCP Thịnh vượng và Phát triển'],
  ['BVBANK', 'BVBank', 'Ngân hàng TMCP Bản Việt'],
];

/**
 * The 34 provincial-level units in force since 2025-07-01 (National Assembly Resolution
 * 202/2025/QH15): 6 centrally-run cities and 28 provinces. Codes are those of the unit that kept
 * its name.
 */
export const PROVINCES: Array<[code: string, nameEn: string, nameVi: string]> = [
  ['01', 'Hanoi', 'Hà Nội'],
  ['04', 'Cao Bang', 'Cao Bằng'],
  ['08', 'Tuyen Quang', 'Tuyên Quang'],
  ['11', 'Dien Bien', 'Điện Biên'],
  ['12', 'Lai Chau', 'Lai Châu'],
  ['14', 'Son La', 'Sơn La'],
  ['15', 'Lao Cai', 'Lào Cai'],
  ['19', 'Thai Nguyen', 'Thái Nguyên'],
  ['20', 'Lang Son', 'Lạng Sơn'],
  ['22', 'Quang Ninh', 'Quảng Ninh'],
  ['24', 'Bac Ninh', 'Bắc Ninh'],
  ['25', 'Phu Tho', 'Phú Thọ'],
  ['31', 'Hai Phong', 'Hải Phòng'],
  ['33', 'Hung Yen', 'Hưng Yên'],
  ['37', 'Ninh Binh', 'Ninh Bình'],
  ['38', 'Thanh Hoa', 'Thanh Hóa'],
  ['40', 'Nghe An', 'Nghệ An'],
  ['42', 'Ha Tinh', 'Hà Tĩnh'],
  ['44', 'Quang Tri', 'Quảng Trị'],
  ['46', 'Hue', 'Huế'],
  ['48', 'Da Nang', 'Đà Nẵng'],
  ['51', 'Quang Ngai', 'Quảng Ngãi'],
  ['52', 'Gia Lai', 'Gia Lai'],
  ['56', 'Khanh Hoa', 'Khánh Hòa'],
  ['66', 'Dak Lak', 'Đắk Lắk'],
  ['68', 'Lam Dong', 'Lâm Đồng'],
  ['75', 'Dong Nai', 'Đồng Nai'],
  ['79', 'Ho Chi Minh City', 'TP. Hồ Chí Minh'],
  ['80', 'Tay Ninh', 'Tây Ninh'],
  ['82', 'Dong Thap', 'Đồng Tháp'],
  ['86', 'Vinh Long', 'Vĩnh Long'],
  ['91', 'An Giang', 'An Giang'],
  ['92', 'Can Tho', 'Cần Thơ'],
  ['96', 'Ca Mau', 'Cà Mau'],
];

export interface ProviderSeed {
  name: string;
  address: string;
  city: 'Hà Nội' | 'TP. Hồ Chí Minh' | 'Đà Nẵng';
  lat: number;
  lng: number;
  phone: string;
  cashless: boolean;
  specialties: string[];
}

export const PROVIDERS: ProviderSeed[] = [
  { name: 'Bệnh viện Bạch Mai', address: '78 Giải Phóng, Phương Mai, Hà Nội', city: 'Hà Nội', lat: 21.0012, lng: 105.8405, phone: '024 3869 3731', cashless: false, specialties: ['general', 'cardiology', 'emergency'] },
  { name: 'Bệnh viện Hữu nghị Việt Đức', address: '40 Tràng Thi, Hoàn Kiếm, Hà Nội', city: 'Hà Nội', lat: 21.0286, lng: 105.8466, phone: '024 3825 3531', cashless: false, specialties: ['surgery', 'orthopedics', 'emergency'] },
  { name: 'Bệnh viện Đa khoa Quốc tế Vinmec Times City', address: '458 Minh Khai, Hai Bà Trưng, Hà Nội', city: 'Hà Nội', lat: 20.9952, lng: 105.8679, phone: '024 3974 3556', cashless: true, specialties: ['general', 'pediatrics', 'obstetrics', 'oncology'] },
  { name: 'Bệnh viện Đa khoa Hồng Ngọc', address: '55 Yên Ninh, Ba Đình, Hà Nội', city: 'Hà Nội', lat: 21.0436, lng: 105.8448, phone: '024 3927 5568', cashless: true, specialties: ['general', 'obstetrics', 'pediatrics'] },
  { name: 'Bệnh viện Đa khoa Quốc tế Thu Cúc', address: '286 Thụy Khuê, Tây Hồ, Hà Nội', city: 'Hà Nội', lat: 21.0445, lng: 105.8163, phone: '1900 558 892', cashless: true, specialties: ['general', 'dermatology', 'ent'] },
  { name: 'Bệnh viện Nhi Trung ương', address: '18/879 La Thành, Đống Đa, Hà Nội', city: 'Hà Nội', lat: 21.0256, lng: 105.8077, phone: '024 6273 8532', cashless: false, specialties: ['pediatrics'] },
  { name: 'Bệnh viện Đa khoa Tâm Anh Hà Nội', address: '108 Hoàng Như Tiếp, Long Biên, Hà Nội', city: 'Hà Nội', lat: 21.0465, lng: 105.8786, phone: '1800 6858', cashless: true, specialties: ['general', 'obstetrics', 'orthopedics'] },
  { name: 'Bệnh viện Chợ Rẫy', address: '201B Nguyễn Chí Thanh, Quận 5, TP. Hồ Chí Minh', city: 'TP. Hồ Chí Minh', lat: 10.7577, lng: 106.6596, phone: '028 3855 4137', cashless: false, specialties: ['general', 'emergency', 'surgery'] },
  { name: 'Bệnh viện FV', address: '6 Nguyễn Lương Bằng, Quận 7, TP. Hồ Chí Minh', city: 'TP. Hồ Chí Minh', lat: 10.7321, lng: 106.7189, phone: '028 5411 3333', cashless: true, specialties: ['general', 'oncology', 'cardiology'] },
  { name: 'Bệnh viện Đa khoa Quốc tế Vinmec Central Park', address: '208 Nguyễn Hữu Cảnh, Bình Thạnh, TP. Hồ Chí Minh', city: 'TP. Hồ Chí Minh', lat: 10.7946, lng: 106.7215, phone: '028 3622 1166', cashless: true, specialties: ['general', 'pediatrics', 'obstetrics'] },
  { name: 'Bệnh viện Đại học Y Dược TP. Hồ Chí Minh', address: '215 Hồng Bàng, Quận 5, TP. Hồ Chí Minh', city: 'TP. Hồ Chí Minh', lat: 10.7553, lng: 106.6644, phone: '028 3855 4269', cashless: true, specialties: ['general', 'endocrinology', 'surgery'] },
  { name: 'Bệnh viện Hoàn Mỹ Sài Gòn', address: '60–60A Phan Xích Long, Phú Nhuận, TP. Hồ Chí Minh', city: 'TP. Hồ Chí Minh', lat: 10.7997, lng: 106.6837, phone: '028 3990 2468', cashless: true, specialties: ['general', 'cardiology'] },
  { name: 'Bệnh viện Nhi Đồng 1', address: '341 Sư Vạn Hạnh, Quận 10, TP. Hồ Chí Minh', city: 'TP. Hồ Chí Minh', lat: 10.7687, lng: 106.6702, phone: '028 3927 1119', cashless: false, specialties: ['pediatrics'] },
  { name: 'Bệnh viện Đa khoa Tâm Anh TP. Hồ Chí Minh', address: '2B Phổ Quang, Tân Bình, TP. Hồ Chí Minh', city: 'TP. Hồ Chí Minh', lat: 10.8016, lng: 106.6657, phone: '1800 6858', cashless: true, specialties: ['general', 'obstetrics', 'orthopedics'] },
  { name: 'Bệnh viện Đà Nẵng', address: '124 Hải Phòng, Hải Châu, Đà Nẵng', city: 'Đà Nẵng', lat: 16.0718, lng: 108.2151, phone: '0236 3821 118', cashless: false, specialties: ['general', 'emergency'] },
  { name: 'Bệnh viện Đa khoa Quốc tế Vinmec Đà Nẵng', address: '30 Tháng 4, Hải Châu, Đà Nẵng', city: 'Đà Nẵng', lat: 16.0393, lng: 108.2124, phone: '0236 3711 111', cashless: true, specialties: ['general', 'pediatrics', 'obstetrics'] },
  { name: 'Bệnh viện Hoàn Mỹ Đà Nẵng', address: '291 Nguyễn Văn Linh, Thanh Khê, Đà Nẵng', city: 'Đà Nẵng', lat: 16.0603, lng: 108.2087, phone: '0236 3650 676', cashless: true, specialties: ['general', 'cardiology'] },
  { name: 'Bệnh viện C Đà Nẵng', address: '122 Hải Phòng, Hải Châu, Đà Nẵng', city: 'Đà Nẵng', lat: 16.0714, lng: 108.2163, phone: '0236 3821 480', cashless: false, specialties: ['general'] },
];

export const FAQ: Array<{ q: [en: string, vi: string]; a: [en: string, vi: string] }> = [
  {
    q: ['How do I submit a claim?', 'Làm thế nào để gửi yêu cầu bồi thường?'],
    a: [
      'Open Claims, tap Submit a claim, choose the insured person and policy, describe the treatment, add the fee items and photos of your documents, enter the bank account for the payment, review and submit.',
      'Vào mục Bồi thường, chọn Gửi yêu cầu, chọn người được bảo hiểm và hợp đồng, mô tả quá trình điều trị, nhập chi phí và chụp ảnh chứng từ, nhập tài khoản ngân hàng nhận tiền, kiểm tra và gửi.',
    ],
  },
  {
    q: ['Which documents do I need for a claim?', 'Tôi cần những chứng từ gì để yêu cầu bồi thường?'],
    a: [
      'Usually the invoice (VAT e-invoice), the prescription or medical report, and receipts. Inpatient claims also need the discharge paper; accident claims need an accident report. The app lists what your claim type needs.',
      'Thông thường gồm hóa đơn (hóa đơn điện tử GTGT), đơn thuốc hoặc sổ khám bệnh và biên lai. Điều trị nội trú cần thêm giấy ra viện; tai nạn cần biên bản tai nạn. Ứng dụng sẽ liệt kê chứng từ cần cho loại yêu cầu của bạn.',
    ],
  },
  {
    q: ['How long does it take to handle my claim?', 'Bao lâu thì yêu cầu bồi thường được xử lý?'],
    a: [
      'Complete claims are handled within 24 working hours of receipt; processing usually takes about 3 working days. You can follow every step in My claims.',
      'Hồ sơ đầy đủ được xử lý trong vòng 24 giờ làm việc kể từ khi nhận; thời gian xử lý thường khoảng 3 ngày làm việc. Bạn có thể theo dõi từng bước trong mục Yêu cầu của tôi.',
    ],
  },
  {
    q: ['How many claims can I have in progress?', 'Tôi có thể có bao nhiêu yêu cầu đang xử lý?'],
    a: ['Up to 10 claims can be in progress at the same time.', 'Bạn có thể có tối đa 10 yêu cầu đang được xử lý cùng lúc.'],
  },
  {
    q: ['The insurer asked for more documents. What do I do?', 'Công ty bảo hiểm yêu cầu bổ sung chứng từ. Tôi phải làm gì?'],
    a: [
      'Open the claim, read the list of requested items and upload one file per item, then submit. The claim returns to processing.',
      'Mở yêu cầu, xem danh sách chứng từ cần bổ sung và tải lên từng chứng từ, sau đó gửi. Yêu cầu sẽ được chuyển lại sang trạng thái đang xử lý.',
    ],
  },
  {
    q: ['What is cashless service?', 'Dịch vụ bảo lãnh viện phí là gì?'],
    a: [
      'At a partner medical provider you show your e-card and the insurer pays the provider directly, so you do not pay up front. Activate it once in the app with photos of your ID card and a portrait.',
      'Tại cơ sở y tế liên kết, bạn xuất trình thẻ bảo hiểm điện tử và công ty bảo hiểm thanh toán trực tiếp cho cơ sở y tế, bạn không phải tạm ứng. Kích hoạt một lần trong ứng dụng bằng ảnh CCCD và ảnh chân dung.',
    ],
  },
  {
    q: ['Where can I find medical providers near me?', 'Tôi có thể tìm cơ sở y tế gần nhất ở đâu?'],
    a: [
      'Open the map on the home page or Medical providers; allow location access to see the nearest ones and which offer cashless service.',
      'Mở bản đồ ở trang chủ hoặc mục Cơ sở y tế; cho phép truy cập vị trí để xem các cơ sở gần nhất và nơi có dịch vụ bảo lãnh viện phí.',
    ],
  },
  {
    q: ['How do I see my insurance card?', 'Làm sao để xem thẻ bảo hiểm của tôi?'],
    a: [
      'Open My policies and tap E-card. Cards of effective policies are under Effective; older ones are under Invalid.',
      'Vào Hợp đồng của tôi và chọn Thẻ điện tử. Thẻ của hợp đồng còn hiệu lực nằm ở tab Hiệu lực; thẻ cũ nằm ở tab Hết hiệu lực.',
    ],
  },
  {
    q: ['I forgot my password or account name.', 'Tôi quên mật khẩu hoặc tên tài khoản.'],
    a: [
      'On the login page tap Forgot password (a code is sent to your email) or Forgot account (enter your insurance card number and email).',
      'Tại trang đăng nhập, chọn Quên mật khẩu (mã xác minh được gửi đến email) hoặc Quên tài khoản (nhập số thẻ bảo hiểm và email).',
    ],
  },
  {
    q: ['What is the PIN for and how do I reset it?', 'Mã PIN dùng để làm gì và đặt lại thế nào?'],
    a: [
      'The 6-digit PIN protects the app on your phone. If you forget it, tap Forgot PIN and confirm with your password or an email code. After 5 wrong PINs it is locked for 15 minutes.',
      'Mã PIN 6 chữ số bảo vệ ứng dụng trên điện thoại của bạn. Nếu quên, chọn Quên mã PIN và xác nhận bằng mật khẩu hoặc mã gửi qua email. Nhập sai 5 lần, mã PIN bị khóa 15 phút.',
    ],
  },
  {
    q: ['How do I change the app language?', 'Làm sao để đổi ngôn ngữ ứng dụng?'],
    a: ['Go to Mine, Settings, Language and choose English or Tiếng Việt.', 'Vào Cá nhân, Cài đặt, Ngôn ngữ và chọn English hoặc Tiếng Việt.'],
  },
];
