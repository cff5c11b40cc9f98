/** GB/T 2260 codes: the city and province a district (or city) code lies in. */
export const cityOf = (code: string) => `${code.slice(0, 4)}00`;
export const provinceOf = (code: string) => `${code.slice(0, 2)}0000`;
export const isProvinceCode = (code: string) => /^\d{2}0000$/.test(code);
export const isCityCode = (code: string) => /^\d{4}00$/.test(code) && !isProvinceCode(code);

/** The leading digits every region inside `code` shares: 13 for 河北省, 1301 for 石家庄市. */
export const regionPrefix = (code: string) =>
  isProvinceCode(code) ? code.slice(0, 2) : isCityCode(code) ? code.slice(0, 4) : code;
