/** +234 803 123 4567 from the stored digits 2348031234567; other numbers as +digits. */
export function displayPhone(digits: string): string {
  const m = /^234(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return m ? `+234 ${m[1]} ${m[2]} ${m[3]}` : `+${digits}`;
}
