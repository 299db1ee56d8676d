/**
 * Passwords that attackers try first (from public breach top lists, plus Slovak and Czech favourites and words
 * a visitor of this shop is likely to pick). Only entries of 8+ characters are listed: shorter ones fail the
 * length rule anyway. Compared lower-cased, so `Heslo123` is as weak as `heslo123`.
 */
const LIST = `
12345678 123456789 1234567890 12345678910 123123123 123412341234 1234qwer 12341234 11111111 111111111
00000000 88888888 87654321 987654321 9876543210 11223344 01234567 12344321 1q2w3e4r 1q2w3e4r5t 1qaz2wsx
1qazxsw2 147258369 159753159753 1234abcd abcd1234 abc12345 abcdefgh a1b2c3d4 password password1 password12
password123 passw0rd p@ssw0rd p@ssword pa55word password! qwerty12 qwerty123 qwertyui qwertyuiop qwerty1234
qwertz123 qwertzuiop asdfghjk asdfghjkl asdf1234 zxcvbnm1 zxcvbnm123 iloveyou iloveyou1 sunshine princess
football baseball basketball superman batman123 starwars trustno1 whatever welcome1 welcome123 letmein1
letmein123 changeme changeme1 computer internet michelle jennifer jordan23 charlie1 monkey123 dragon12
shadow12 master12 master123 mustang1 liverpool chelsea1 arsenal1 barcelona realmadrid 1234567a 123456789a
a12345678 aa123456 aaaaaaaa zzzzzzzz qqqqqqqq asdasdasd admin123 admin1234 administrator root1234 test1234
testtest guest1234 user1234 login123 secret12 secret123 default1 security
heslo123 heslo1234 heslo12345 hesloheslo mojeheslo noveheslo tajneheslo heslo2024 heslo2025 heslo2026
slovensko slovakia slovensko1 bratislava bratislava1 kosice123 zilina123 presov123 nitra123 trnava123
ceskarepublika praha123 brno1234 ostrava1 kocicka1 zlaticko miláčik1 milacik1 laska123 laskaaa1 mojalaska
ahojahoj ahoj1234 dobryden hokej123 futbal123 slovan123 spartak1 jahoda123 malina123 kvetinka slniecko
zuzana123 katarina martina1 lucia123 monika123 michal123 tomas123 martin123 peter123 jozef123 marek123
lukas123 jakub123 filip123 andrej123 mamicka1 maminka1 babicka1 ocko1234 rodina123
jesus123 jesus1234 jesuschrist jesuslovesme jezis123 jezis1234 jeziskristus kristus1 kristus123 pánboh1
panboh123 bohjelaska boh12345 bozislovo biblia123 bible123 modlitba viera123 nadej123 laska1234
haleluja hallelujah alleluja amen1234 amenamen immanuel emanuel1 emmanuel messiah1 savior12 blessed1
blessing faithful praise12 grace123 godisgood godislove lordjesus christian prudzivota prudzivota1
prud1234 prud2026 eshop123 knihy123 kniha123 citanie1
`;

/** The list as a set, normalised the way `isCommonPassword` normalises its input. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  LIST.split(/\s+/)
    .filter(Boolean)
    .map((p) => p.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
