/**
 * Passwords of 12+ characters found at the top of public breach-frequency
 * lists, lower-cased. Small on purpose: length does most of the work, this
 * stops the guesses an attacker tries first.
 */
export const COMMON_PASSWORDS: readonly string[] = [
  "123456789012", "1234567890123", "12345678901234", "123456123456", "111111111111", "000000000000",
  "123123123123", "qwertyuiopas", "qwertyuiop123", "qwerty123456", "1q2w3e4r5t6y", "1qaz2wsx3edc",
  "zaq12wsxcde3", "asdfghjkl123", "password1234", "password12345", "password123456", "password!234",
  "passw0rd1234", "p@ssw0rd1234", "p@ssword1234", "iloveyou1234", "welcome12345", "welcome@1234",
  "letmein12345", "administrator", "admin1234567", "adminadmin12", "changeme1234", "abc123456789",
  "abcdefghijkl", "abcd12345678", "qwertyqwerty", "football1234", "baseball1234", "sunshine1234",
  "princess1234", "dragon123456", "monkey123456", "superman1234", "trustno1trustno1", "starwars1234",
  "computer1234", "michael12345", "whatever1234", "passwordpassword", "123qweasdzxc", "q1w2e3r4t5y6",
  "1234qwerasdf", "qwer1234asdf", "dubai1234567", "realestate123", "realestate2026", "sandstone123",
  "sandstone1234", "password2024", "password2025", "password2026", "welcome2026!", "summer2026!!",
];
