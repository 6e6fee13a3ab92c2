/**
 * Bundled list of very common passwords (ASVS 5.0 6.2.4), restricted to what the docs/requirements.md §5 rule can
 * produce (5–20 letters and digits), compared case-insensitively. Sources: the top of the widely
 * published leaked-password rankings plus common Vietnamese choices. Patterns (one repeated
 * character, keyboard and digit runs) are generated below rather than listed.
 */
const LIST = `
123456 password 12345678 qwerty 123456789 12345 1234567 111111 1234567890 123123 abc123 password1
iloveyou 000000 qwerty123 1q2w3e4r 654321 555555 lovely 7777777 888888 princess dragon monkey
sunshine master welcome shadow ashley football jesus michael ninja mustang password123 letmein
baseball login admin passw0rd starwars solo superman hello freedom whatever qazwsx trustno1 batman
zaq12wsx access flower hottie loveme 696969 donald charlie aa123456 121212 666666 bailey jordan
harley ranger buster thomas tigger robert soccer hockey killer george sexy andrew hunter jennifer
joshua pepper daniel maggie michelle matthew cheese computer amanda summer love ginger hannah
jessica yankees thunder taylor matrix internet orange hammer silver william corvette 112233
1qaz2wsx q1w2e3r4 q1w2e3r4t5 asdfgh asdfghjkl zxcvbnm zxcvbn qwertyuiop 1q2w3e 1q2w3e4r5t
123qwe qwe123 abcd1234 abcdef abcdefg abc12345 a123456 a12345 123456a 12345a 1234qwer qwer1234
password12 pass123 pass1234 admin123 admin1 administrator root toor test test123 testing guest
default changeme secret secret123 welcome1 welcome123 hello123 iloveyou1 iloveu babygirl
lovelove 123321 7654321 987654321 159753 147258369 147258 258369 159357 789456 456789 123654
asd123 asdasd qweqwe zxczxc qazxsw 1234abcd abcd123 azerty samsung apple google facebook
nicole daniel1 chelsea arsenal liverpool barcelona realmadrid manchester juventus mercedes ferrari
michael1 jordan23 superman1 batman1 pokemon naruto minecraft fortnite roblox youtube tinkle
angel angels beautiful sweetie cookie chocolate butterfly purple diamond banana dolphin
friends family forever loveyou lover myspace1 blink182 mylove princess1 sunshine1 charlie1
football1 baseball1 shadow1 master1 monkey1 dragon1 qwerty1 1password p4ssw0rd passwd
matkhau matkhau123 anhyeuem anhyeuem123 emyeuanh emyeuanh123 yeuem yeuanh iloveyouvn vietnam
vietnam123 vietnam1 hanoi hanoi123 saigon saigon123 danang hochiminh nguyen nguyen123 tran123
le123456 pham123 hoang123 huynh123 phan123 vu123456 dang123 bui123 do123456 ho123456 ngo123
duong123 ly123456 minhanh thanhtam ngocanh baongoc hoanganh tuananh ducanh quanghuy giabao
motminhem tinhyeu tinhyeu123 hanhphuc hanhphuc123 conyeu giadinh muaxuan bautroi maimai
sencare sencare123 sencare1 insurance baohiem baohiem123 khachhang
`;

const COMMON = new Set(
  LIST.split(/\s+/)
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean),
);

const RUNS = ['0123456789', '9876543210', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

export function isCommonPassword(password: string): boolean {
  const p = password.toLowerCase();
  if (COMMON.has(p)) return true;
  if (/^(.)\1+$/.test(p)) return true; // aaaaa, 11111111
  if (/^(.{1,3})\1+$/.test(p)) return true; // ababab, 123123123
  if (RUNS.some((run) => run.includes(p))) return true; // 12345, 56789, qwert, abcdef
  const word = /^([a-z]+)\d{1,4}$/.exec(p);
  if (word && COMMON.has(word[1])) return true; // password2026, admin1, love123
  return false;
}
