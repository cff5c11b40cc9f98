import { z } from 'zod';
import { defineEndpoints, perm } from '../../../api/endpoint.js';
import { FORM_PATTERNS } from '../../../resource/form-rules.js';

/** What a veteran signed in on the portal may do: their own things, nobody else's. */
export const VETERAN_PERMISSION = 'accounts:veteran:self';

export const VETERAN_MESSAGES = {
  linked: '已关联您的就业档案',
  noMatch:
    '未找到与您的姓名、身份证号和手机号一致的就业档案。请核对后重试，或联系当地退役军人服务站',
  tooMany: '今日核验次数已用完，请明天再试或联系当地退役军人服务站',
  notLinked: '请先关联您的就业档案',
  applied: '投递成功，请留意企业的面试邀请',
  registered: '报名成功',
  fairClosed: '该招聘会不在报名期内',
  favorited: '收藏成功',
  unfavorited: '已取消收藏',
  gone: '该岗位或企业已下线',
  saved: '保存成功',
} as const;

/** Failed archive checks a veteran account may make in one day. */
export const VETERAN_LINK_ATTEMPTS_PER_DAY = 5;

const access = perm(VETERAN_PERMISSION);
const id = z.string().min(1, '缺少参数：id').max(32);

const interview = z.object({
  id: z.string(),
  interviewTime: z.string(),
  mode: z.string().nullable(),
  mode_dictText: z.string(),
  place: z.string().nullable(),
  onlineLink: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  status: z.string(),
  status_dictText: z.string(),
});

const application = z.object({
  id: z.string(),
  positionId: z.string(),
  positionTitle: z.string(),
  companyName: z.string(),
  status: z.string(),
  status_dictText: z.string(),
  deliverTime: z.string(),
  interviews: z.array(interview),
});

const fairRegistration = z.object({
  id: z.string(),
  fairId: z.string(),
  title: z.string(),
  startTime: z.string(),
  venue: z.string().nullable(),
  createTime: z.string(),
});

const recommendation = z.object({
  id: z.string(),
  positionId: z.string().nullable(),
  positionTitle: z.string(),
  companyName: z.string(),
  score: z.number().nullable(),
  createTime: z.string(),
});

/** A veteran keeps what the portal shows: published positions and approved companies. */
export const VETERAN_FAVORITE_TYPES = ['position', 'company'] as const;
const favoriteTarget = z.object({
  targetType: z.enum(VETERAN_FAVORITE_TYPES, '收藏类型只能是岗位或企业'),
  targetId: id,
});

const favorite = z.object({
  targetType: z.enum(VETERAN_FAVORITE_TYPES),
  targetId: z.string(),
  title: z.string(),
  /** The company of a position; empty for a company. */
  companyName: z.string(),
  /** Still on the portal (a position may close, a company may lose its approval). */
  available: z.boolean(),
  createTime: z.string(),
});

const scalar = z.union([z.string().max(2000), z.number(), z.null()]).optional();

/** The resume fields a veteran keeps; the person and service come from the archive. */
const ownResumeFields = {
  education: scalar,
  major: scalar,
  workYears: scalar,
  skills: scalar,
  intentionCategories: scalar,
  intentionRegions: scalar,
  salaryMin: scalar,
  salaryMax: scalar,
  workNature: scalar,
  selfEvaluation: scalar,
  visibility: scalar,
};

export const VETERAN_RESUME_FIELDS = Object.keys(ownResumeFields) as Array<
  keyof typeof ownResumeFields
>;

/** 我的求职: a veteran's own account, archive link, resume, applications, fairs, pushes. */
export const veteranApi = defineEndpoints('我的求职', {
  me: {
    method: 'GET',
    path: '/accounts/veteran/me',
    summary: '当前求职者的账号与档案关联情况',
    access,
    response: z.object({
      phone: z.string().nullable(),
      realname: z.string(),
      linked: z.boolean(),
      /** The archive's name and the ID number masked, once linked. */
      realName: z.string().nullable(),
      idCard: z.string().nullable(),
      resumeId: z.string().nullable(),
    }),
  },
  linkArchive: {
    method: 'POST',
    path: '/accounts/veteran/linkArchive',
    summary: '按姓名、身份证号与账号手机号关联本人的就业档案（并由档案生成简历）',
    access,
    body: z.object({
      realName: z.string('请输入姓名').trim().min(1, '请输入姓名').max(30, '姓名最多30字'),
      idCard: z
        .string('请输入身份证号')
        .trim()
        .toUpperCase()
        .regex(FORM_PATTERNS.idCard18.pattern, FORM_PATTERNS.idCard18.message),
    }),
    response: z.object({ resumeId: z.string() }),
  },
  resume: {
    method: 'GET',
    path: '/accounts/veteran/resume',
    summary: '本人的简历（个人与服役信息来自档案）',
    access,
    response: z.record(z.string(), z.unknown()),
  },
  saveResume: {
    method: 'PUT',
    path: '/accounts/veteran/resume',
    summary: '修改本人简历中本人可填的部分',
    access,
    body: z.object({ version: z.number().int().min(1), ...ownResumeFields }),
    response: z.null(),
  },
  apply: {
    method: 'POST',
    path: '/accounts/veteran/apply',
    summary: '投递岗位（每个岗位一次）',
    access,
    body: z.object({ positionId: id }),
    response: z.object({ id: z.string() }),
  },
  applications: {
    method: 'GET',
    path: '/accounts/veteran/applications',
    summary: '我的投递与面试邀请',
    access,
    response: z.array(application),
  },
  registerFair: {
    method: 'POST',
    path: '/accounts/veteran/registerFair',
    summary: '报名参加招聘会',
    access,
    body: z.object({ fairId: id }),
    response: z.object({ id: z.string() }),
  },
  fairs: {
    method: 'GET',
    path: '/accounts/veteran/fairs',
    summary: '我报名的招聘会',
    access,
    response: z.array(fairRegistration),
  },
  recommendations: {
    method: 'GET',
    path: '/accounts/veteran/recommendations',
    summary: '工作人员推送给我的岗位',
    access,
    response: z.array(recommendation),
  },
  favorites: {
    method: 'GET',
    path: '/accounts/veteran/favorites',
    summary: '我收藏的岗位和企业',
    access,
    response: z.array(favorite),
  },
  favorite: {
    method: 'POST',
    path: '/accounts/veteran/favorite',
    summary: '收藏门户上的岗位或企业',
    access,
    body: favoriteTarget,
    response: z.null(),
  },
  unfavorite: {
    method: 'POST',
    path: '/accounts/veteran/unfavorite',
    summary: '取消收藏',
    access,
    body: favoriteTarget,
    response: z.null(),
  },
  companyContact: {
    method: 'GET',
    path: '/accounts/veteran/companyContact',
    summary: '门户上企业的联系人与联系电话（仅向登录的求职者显示）',
    access,
    query: z.object({ companyId: id }),
    response: z.object({
      contactName: z.string().nullable(),
      contactPhone: z.string().nullable(),
      address: z.string().nullable(),
    }),
  },
});
