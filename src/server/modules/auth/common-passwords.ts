// The most common passwords, refused at registration on top of the length rule.
// common-passwords.txt holds the 10,000 most frequent passwords of zxcvbn's ranked list
// (@zxcvbn-ts/language-common 4.1.3, MIT), lower-cased, keeping those of 6 characters or more
// (shorter ones are refused anyway). Compared without regard to case: 'Password1' is 'password1'.
import fs from 'node:fs';

const common = new Set(
  fs
    .readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean),
);

export const COMMON_PASSWORD_MESSAGE = 'This password is one of the most common ones and easy to guess. Please choose another.';

export const isCommonPassword = (password: string): boolean => common.has(password.toLowerCase());
