// Values where JSON Schema (Ajv, unicode-mode patterns, code-point lengths, float arithmetic) and class-validator
// (validator.js, non-unicode regexes, `===`) are most likely to disagree. Every rule the framework maps is run on all.

const astral = ['😀', '😀😀', 'a😀', '😀a', '\uD83D', '\uDE00', 'a\uD83D', '𝒳𝒴'];
const selectors = ['❤️', '❤️❤️', '❤️❤️❤️', '\uFE0F', '\uFE0F\uFE0F', 'a\uFE0F\uFE0F', 'ab\uFE0E', '😀\uFE0F'];
const letters = ['', ' ', 'a', 'ab', 'abc', 'abcd', 'ABC', 'aBc', 'é', 'É', 'ſ', 'K', 'ß', 'x'.repeat(60), 'a.b', 'ab.', 'a b', 'a-b', '-5', '5', '(x)', 'A1'];
const numbersAsText = ['0', '-0', '1e21', '0.30000000000000004', '12', '1.5', 'NaN', 'true', 'null', '{}', '[]', '{"a":1}'];
const emails = ['user@example.com', 'A@B.CO', 'ñ@example.com', '"a b"@example.com', 'a@münchen.de', 'a@localhost', 'a..b@x.com', 'user@', '@example.com', 'a@b'];
const urls = ['http://example.com', 'https://example.com/path?q=1', 'example.com', 'localhost:3000', 'ftp://files.example.com', 'javascript:alert(1)', 'mailto:a@b.com', 'http://münchen.de', '//example.com', 'http://'];
const uuids = [
  '123e4567-e89b-42d3-a456-426614174000', '123E4567-E89B-42D3-A456-426614174000', 'urn:uuid:123e4567-e89b-42d3-a456-426614174000',
  '123e4567-e89b-02d3-a456-426614174000', '123e4567-e89b-12d3-c456-426614174000', '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff', 'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF', '123e4567e89b42d3a456426614174000',
];
const dates = [
  '2020-01-01', '2020', '2020-01', '2020-W01', '2020-001', '2020-01-01T00:00:00Z', '2020-01-01T00:00:00.123+01:00', '2020-01-01 00:00:00Z',
  '2020-01-01t00:00:00z', '2016-12-31T23:59:60Z', '2020-02-30T00:00:00Z', '2020-01-01T00:00:00+0100', '2020-01-01T00:00:00', '2020-01-01T24:00:00Z',
  '2020-13-01T00:00:00Z', '20200101T000000Z',
];
const addresses = ['127.0.0.1', '256.0.0.1', '01.2.3.4', '1.2.3', '::1', 'fe80::1%eth0', '::ffff:1.2.3.4', '2001:db8::1', 'localhost', 'example.com', 'münchen.de', 'a_b.example.com', 'example.com.'];
const encoded = ['dGVzdA==', 'dGVzdA', 'not base64!', '#fff', '#ffffff', 'Str0ng!Passw0rd', '4111111111111111'];

/** Strings of every kind above. */
export const TRICKY_STRINGS: readonly string[] = [...astral, ...selectors, ...letters, ...numbersAsText, ...emails, ...urls, ...uuids, ...dates, ...addresses, ...encoded];

/** Numbers at the edges of float arithmetic and of JSON. */
export const TRICKY_NUMBERS: readonly number[] = [0, -0, 1, -1, 2, 3, 5, 6, 9, 10, 0.5, 1.5, -1.5, 0.1 + 0.2, 1.1, 150, 151, -151, 1e21, -1e21, 3e21, 2 ** 53, 2 ** 53 + 2, 1e-7, 1e308, 123.456];

/** Everything that is neither a string nor a number: booleans, null, arrays and objects. */
export const TRICKY_OTHERS: readonly unknown[] = [
  true, false, null, [], [1], ['a'], ['a', 'b'], ['a', 'a'], ['a', 'b', 'c'], [1, '1'], [0, -0], [{}, {}], [{ a: 1 }, { a: 1 }], [null], [['a']],
  {}, { a: 1 }, { '': 1 }, { a: null }, { a: { b: [1] } },
];

/** The whole corpus. */
export const TRICKY_VALUES: readonly unknown[] = [...TRICKY_STRINGS, ...TRICKY_NUMBERS, ...TRICKY_OTHERS];
