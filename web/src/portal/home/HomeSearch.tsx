import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import CitySelect from '../components/CitySelect';
import { positionSearchHref } from '../recruitment';
import Button from '../ui/Button';
import SearchInput from '../ui/SearchInput';
import styles from './HomeSearch.module.css';

/** The welcome band with the position search: keyword and city lead to /zpgw. */
export default function HomeSearch() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [city, setCity] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(positionSearchHref(keyword, city));
  };

  return (
    <section className={styles.hero}>
      <h1 className={styles.heading}>欢迎进入退役军人动态精准就业服务系统</h1>
      <p className={styles.subtitle}>岗位匹配、招聘会、技能培训与创业扶持的一站式服务</p>
      <form className={styles.form} onSubmit={submit} aria-label="岗位搜索">
        <SearchInput
          className={styles.keyword}
          size="large"
          label="岗位关键词"
          placeholder="输入岗位名称、企业或技能"
          value={keyword}
          onChange={setKeyword}
        />
        <CitySelect className={styles.city} value={city} onChange={setCity} size="large" />
        <Button variant="primary" size="large" type="submit" className={styles.submit}>
          搜索岗位
        </Button>
      </form>
    </section>
  );
}
