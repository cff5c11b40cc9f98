import { defineResource } from '../../../../resource/define-resource.js';
import { region } from '../../../../vocabulary/index.js';
import { agriCategory, agriStage } from '../dicts.js';
import {
  PUBLISHED_TO_STAFF,
  publishActions,
  publishTimeField,
  showcaseStatusField,
} from './fields.js';

/** 农业创新平台 · 农业项目: veterans' farms, bases and co-operatives (/ncpt). */
export const agriProjectResource = defineResource({
  key: 'cyAgriProject',
  title: '农业项目',
  table: 'cy_agri_project',
  path: '/entrepreneurship/agriProject',
  permission: 'entrepreneurship:agriProject',
  scope: {
    office: { region: 'regionCode' },
    staffRead: PUBLISHED_TO_STAFF,
  },
  titleField: 'projectName',
  actions: publishActions('农业项目'),
  versioned: true,
  orgScoped: true,
  fields: {
    projectName: {
      label: '项目名称',
      kind: 'string',
      required: true,
      maxLength: 100,
      unique: true,
      search: 'like',
      width: 220,
    },
    operatorName: {
      label: '经营主体',
      kind: 'string',
      maxLength: 100,
      search: 'like',
      width: 200,
      help: '企业、合作社或家庭农场的名称',
    },
    regionCode: region('基地所在地区'),
    scale: { label: '项目规模', kind: 'string', maxLength: 100, help: '如：种植面积1200亩' },
    produce: {
      label: '主要作物/畜禽',
      kind: 'string',
      maxLength: 200,
      search: 'like',
      width: 160,
    },
    stage: {
      label: '项目阶段',
      kind: 'string',
      dict: agriStage.code,
      required: true,
      search: 'eq',
      width: 100,
    },
    summary: { label: '项目简介', kind: 'text', maxLength: 1000, list: false },
    cover: { label: '封面图片', kind: 'image', maxLength: 500, list: false, public: true },
    status: showcaseStatusField,
    publishTime: publishTimeField,
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});

/** 农业创新平台 · 农产品: what the projects grow and sell; shown while it and its project are published. */
export const agriProductResource = defineResource({
  key: 'cyAgriProduct',
  title: '农产品',
  table: 'cy_agri_product',
  path: '/entrepreneurship/agriProduct',
  permission: 'entrepreneurship:agriProduct',
  scope: {
    office: { owner: 'projectId' },
    staffRead: PUBLISHED_TO_STAFF,
  },
  titleField: 'productName',
  actions: publishActions('农产品'),
  versioned: true,
  orgScoped: true,
  fields: {
    productName: {
      label: '产品名称',
      kind: 'string',
      required: true,
      maxLength: 100,
      search: 'like',
      width: 180,
    },
    projectId: {
      label: '所属项目',
      kind: 'string',
      required: true,
      maxLength: 32,
      ref: 'cyAgriProject',
      search: 'eq',
      width: 200,
    },
    category: {
      label: '产品类别',
      kind: 'string',
      dict: agriCategory.code,
      required: true,
      search: 'eq',
      width: 90,
    },
    spec: { label: '规格', kind: 'string', maxLength: 100, help: '如：5kg/箱' },
    priceMin: { label: '最低价（元）', kind: 'number', min: 0, max: 10_000_000 },
    priceMax: {
      label: '最高价（元）',
      kind: 'number',
      min: 0,
      max: 10_000_000,
      atLeast: { field: 'priceMin', message: '最高价不能低于最低价' },
    },
    priceUnit: { label: '计价单位', kind: 'string', maxLength: 20, help: '如：斤、箱、千克' },
    originRegion: { ...region('产地'), required: false },
    image: { label: '产品图片', kind: 'image', maxLength: 500, list: false, public: true },
    salesChannel: {
      label: '销售渠道',
      kind: 'string',
      maxLength: 200,
      list: false,
      help: '如：电商平台旗舰店、商超直供、基地直销',
    },
    intro: { label: '产品介绍', kind: 'text', maxLength: 1000, list: false },
    status: showcaseStatusField,
    publishTime: publishTimeField,
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
