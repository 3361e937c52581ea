// Frequently leaked passwords of at least 8 characters (shorter ones already fail the length rule),
// compared case-insensitively. A short list on purpose: it stops the guesses tried first without
// turning the form into a puzzle.
export const COMMON_PASSWORDS: readonly string[] = [
  'password', 'password1', 'password12', 'password123', 'password1234', 'password!', 'passw0rd', 'p@ssw0rd',
  'p@ssword', 'passpass', 'passwort', 'motdepasse', 'contrasena', 'iloveyou', 'iloveyou1', 'iloveyou2',
  '12345678', '123456789', '1234567890', '0123456789', '987654321', '87654321', '12341234', '11223344',
  '12121212', '123123123', '147258369', '11111111', '00000000', '22222222', '55555555', '66666666',
  '88888888', '99999999', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'zaq12wsx', 'q1w2e3r4', 'q1w2e3r4t5',
  'qwertyuiop', 'qwerty12', 'qwerty123', 'qwerty1234', 'qwertyui', 'qwer1234', '1234qwer', 'qazwsxedc',
  '123qweasd', 'asdfghjk', 'asdfghjkl', 'asdf1234', 'zxcvbnm1', 'zxcvbnm123', 'abcd1234', '1234abcd',
  'abc12345', 'abcdefgh', 'aa123456', 'a1234567', 'sunshine', 'princess', 'football', 'baseball',
  'basketball', 'welcome1', 'welcome123', 'admin123', 'administrator', 'adminadmin', 'letmein1',
  'letmein123', 'trustno1', 'superman', 'starwars', 'whatever', 'computer', 'michelle', 'jennifer',
  'corvette', 'mercedes', 'maverick', 'liverpool', 'chelsea1', 'arsenal1', 'charlie1', 'jordan23',
  'michael1', 'hello123', 'freedom1', 'butterfly', 'chocolate', 'elephant', 'midnight', 'mustang1',
  'pokemon1', 'rainbow1', 'spiderman', 'test1234', 'testing1', 'changeme', 'changeme1', 'secret123',
  'internet', 'samsung1', 'blink182',
];
