import type { Rng } from './prng.js';

/** Invented name pools: the names only look like real ones. */
const SURNAMES = [
  ...'王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶阎潘杜戴夏田任姜范方石姚崔康孟侯邵史贺武乔常尹白郝牛齐',
];

const MALE_NAME_CHARS = [
  ...'伟强磊军勇杰涛斌超明刚平辉鹏华飞鑫波宁健亮俊峰海建国志振宇浩凯龙东晨旭博帅毅锋瑞兵卫成彬晓',
];

const FEMALE_NAME_CHARS = [...'芳娜敏静丽艳娟霞燕玲婷雪琳颖倩洁佳欣悦萍红梅蕾薇雯'];

/** A Chinese name of two or three characters. */
export function personName(rng: Rng, male: boolean): string {
  const chars = male ? MALE_NAME_CHARS : FEMALE_NAME_CHARS;
  const given = rng.chance(0.7) ? rng.pick(chars) + rng.pick(chars) : rng.pick(chars);
  return rng.pick(SURNAMES) + given;
}

/** A name with a given surname (a child takes the father's). */
export function nameWithSurname(rng: Rng, surname: string, male: boolean): string {
  const chars = male ? MALE_NAME_CHARS : FEMALE_NAME_CHARS;
  const given = rng.chance(0.7) ? rng.pick(chars) + rng.pick(chars) : rng.pick(chars);
  return surname + given;
}
