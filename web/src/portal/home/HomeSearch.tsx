import { SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import CitySelect from '../components/CitySelect';
import { positionSearchHref } from '../portal-paths';
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
      <h1 className={styles.heading}>退役军人动态精准就业服务</h1>
      <p className={styles.subtitle}>岗位匹配、招聘会、技能培训与创业扶持的一站式服务</p>
      <form className={styles.form} onSubmit={submit} aria-label="岗位搜索">
        <Input
          className={styles.keyword}
          size="large"
          aria-label="岗位关键词"
          prefix={<SearchOutlined />}
          placeholder="输入岗位名称、企业或技能"
          maxLength={30}
          allowClear
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <CitySelect className={styles.city} value={city} onChange={setCity} size="large" />
        <Button type="primary" size="large" htmlType="submit" className={styles.submit}>
          搜索岗位
        </Button>
      </form>
    </section>
  );
}
