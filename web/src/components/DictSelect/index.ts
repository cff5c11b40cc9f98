export { type DictSelectProps, type DictSelectType, default as DictSelect } from './DictSelect';
export { type DictTextProps, default as DictText, useDictText } from './DictText';
export { DICT_CODE_REQUIRED, forgetDict, loadDictItems } from './dict-cache';
export { DICT_REFRESH_MESSAGES, refreshDictCache } from './dict-refresh';
export { dictText, joinValues, splitValues } from './dict-text';
export { useDictItems } from './use-dict-items';
