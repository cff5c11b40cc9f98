import { regionFrom } from '../list-params';
import type { ProjectionFilter } from '../projection/ProjectionList';
import CitySelect from './CitySelect';

/** 全部城市 or one city of the province, as a filter of a projected list (`regionCode`). */
export const cityFilter: ProjectionFilter = {
  field: 'regionCode',
  read: regionFrom,
  control: (value, onChange) => <CitySelect value={value} onChange={onChange} />,
};
