import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { VETERAN_HOME_PATH, VETERAN_LOGIN_PATH, type veteranApi } from '@vets/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { companyInfoHref, fairDetailHref, positionDetailHref } from '../recruitment';
import Button from '../ui/Button';
import Card from '../ui/Card';
import Empty from '../ui/Empty';
import styles from './MyJobs.module.css';
import MyMessages from './MyMessages';
import { signedInVeteran, veteranCall } from './veteran-http';

type VeteranApi = typeof veteranApi;

const errorText = (e: unknown) => (e instanceof Error ? e.message : '操作失败，请稍后重试');

/** 关联档案: name and ID number as the service station recorded them. */
function LinkArchive() {
  const queryClient = useQueryClient();
  const [realName, setRealName] = useState('');
  const [idCard, setIdCard] = useState('');
  const link = useMutation({
    mutationFn: () =>
      veteranCall<VeteranApi['linkArchive']>('POST', '/accounts/veteran/linkArchive', {
        body: { realName, idCard },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['veteran'] }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    link.mutate();
  };
  return (
    <Card title="关联就业档案">
      <p className={styles.muted}>
        请填写在退役军人服务站登记的姓名和身份证号，系统将与您登录的手机号一并核对。关联后，简历中的个人与服役信息直接取自档案，无需重复填写。
      </p>
      <form className={styles.form} onSubmit={submit} aria-label="关联就业档案">
        <label className={styles.label}>
          姓名
          <input
            className={styles.input}
            value={realName}
            onChange={(e) => setRealName(e.target.value)}
            required
            maxLength={30}
          />
        </label>
        <label className={styles.label}>
          身份证号
          <input
            className={styles.input}
            value={idCard}
            onChange={(e) => setIdCard(e.target.value)}
            required
            maxLength={18}
          />
        </label>
        {link.error && (
          <p className={styles.error} role="alert">
            {errorText(link.error)}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={link.isPending}>
          核对并关联
        </Button>
      </form>
    </Card>
  );
}

function ResumeCard() {
  const queryClient = useQueryClient();
  const resume = useQuery({
    queryKey: ['veteran', 'resume'],
    queryFn: async () =>
      (await veteranCall<VeteranApi['resume']>('GET', '/accounts/veteran/resume', {})).result,
  });
  const [text, setText] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      veteranCall<VeteranApi['saveResume']>('PUT', '/accounts/veteran/resume', {
        body: { version: Number(resume.data?.version), selfEvaluation: text ?? '' },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['veteran', 'resume'] }),
  });
  const r = resume.data;
  if (!r) return null;
  const fact = (label: string, value: unknown) => (
    <div>
      <span className={styles.muted}>{label}：</span>
      {String(value || '—')}
    </div>
  );
  return (
    <Card title="我的简历">
      <div className={styles.facts}>
        {fact('姓名', r.realName)}
        {fact('身份证号', r.idCard)}
        {fact('服役军种', r.militaryBranch_dictText ?? r.militaryBranch)}
        {fact('学历', r.education_dictText ?? r.education)}
        {fact('常住地区', r.regionCode_dictText ?? r.regionCode)}
        {fact('公开状态', r.visibility_dictText ?? r.visibility)}
      </div>
      <label className={styles.label}>
        自我评价
        <textarea
          className={styles.textarea}
          value={text ?? String(r.selfEvaluation ?? '')}
          maxLength={1000}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      {save.error && (
        <p className={styles.error} role="alert">
          {errorText(save.error)}
        </p>
      )}
      {save.isSuccess && <p className={styles.notice}>保存成功</p>}
      <p>
        <Button
          variant="primary"
          onClick={() => save.mutate()}
          disabled={save.isPending || text === null}
        >
          保存简历
        </Button>
      </p>
    </Card>
  );
}

function Applications() {
  const list = useQuery({
    queryKey: ['veteran', 'applications'],
    queryFn: async () =>
      (await veteranCall<VeteranApi['applications']>('GET', '/accounts/veteran/applications', {}))
        .result,
  });
  return (
    <Card title="我的投递">
      {list.data?.length ? (
        <ul className={styles.list}>
          {list.data.map((a) => (
            <li key={a.id} className={styles.item} data-testid="my-application">
              <div className={styles.itemHead}>
                <Link to={positionDetailHref(a.positionId)}>{a.positionTitle}</Link>
                <span className={styles.status}>{a.status_dictText}</span>
              </div>
              <div className={styles.muted}>
                {a.companyName} · 投递于 {a.deliverTime}
              </div>
              {a.interviews.map((i) => (
                <div key={i.id} className={styles.invite} data-testid="interview-invite">
                  面试邀请：{i.interviewTime}，{i.mode_dictText}
                  {i.place ? `，${i.place}` : ''}
                  {i.onlineLink ? `，链接 ${i.onlineLink}` : ''}
                  {i.contactName ? `，联系人 ${i.contactName}` : ''}（{i.status_dictText}）
                </div>
              ))}
            </li>
          ))}
        </ul>
      ) : (
        <Empty description={list.isLoading ? '加载中…' : '还没有投递记录，去看看招聘岗位吧'} />
      )}
    </Card>
  );
}

function FairsAndPushes() {
  const fairs = useQuery({
    queryKey: ['veteran', 'fairs'],
    queryFn: async () =>
      (await veteranCall<VeteranApi['fairs']>('GET', '/accounts/veteran/fairs', {})).result,
  });
  const pushes = useQuery({
    queryKey: ['veteran', 'recommendations'],
    queryFn: async () =>
      (
        await veteranCall<VeteranApi['recommendations']>(
          'GET',
          '/accounts/veteran/recommendations',
          {},
        )
      ).result,
  });
  return (
    <>
      <Card title="我报名的招聘会">
        {fairs.data?.length ? (
          <ul className={styles.list}>
            {fairs.data.map((f) => (
              <li key={f.id} className={styles.item}>
                <Link to={fairDetailHref(f.fairId)}>{f.title}</Link>
                <div className={styles.muted}>
                  {f.startTime}
                  {f.venue ? ` · ${f.venue}` : ''}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <Empty description="还没有报名招聘会" />
        )}
      </Card>
      <Card title="为我推荐的岗位">
        {pushes.data?.length ? (
          <ul className={styles.list}>
            {pushes.data.map((p) => (
              <li key={p.id} className={styles.item}>
                {p.positionId ? (
                  <Link to={positionDetailHref(p.positionId)}>{p.positionTitle}</Link>
                ) : (
                  p.positionTitle
                )}
                <div className={styles.muted}>
                  {p.companyName} · 推荐于 {p.createTime}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <Empty description="服务站推送的岗位会显示在这里" />
        )}
      </Card>
    </>
  );
}

function Favorites() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['veteran', 'favorites'],
    queryFn: async () =>
      (await veteranCall<VeteranApi['favorites']>('GET', '/accounts/veteran/favorites', {})).result,
  });
  const remove = useMutation({
    mutationFn: (f: { targetType: 'position' | 'company'; targetId: string }) =>
      veteranCall<VeteranApi['unfavorite']>('POST', '/accounts/veteran/unfavorite', { body: f }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['veteran', 'favorites'] }),
  });
  return (
    <Card title="我的收藏">
      {list.data?.length ? (
        <ul className={styles.list}>
          {list.data.map((f) => (
            <li
              key={`${f.targetType}-${f.targetId}`}
              className={styles.item}
              data-testid="my-favorite"
            >
              <div className={styles.itemHead}>
                {f.available ? (
                  <Link
                    to={
                      f.targetType === 'position'
                        ? positionDetailHref(f.targetId)
                        : companyInfoHref(f.targetId)
                    }
                  >
                    {f.title}
                  </Link>
                ) : (
                  <span className={styles.muted}>{f.title}</span>
                )}
                <Button
                  onClick={() => remove.mutate({ targetType: f.targetType, targetId: f.targetId })}
                >
                  取消收藏
                </Button>
              </div>
              <div className={styles.muted}>
                {f.targetType === 'position' ? `岗位 · ${f.companyName}` : '企业'} · 收藏于{' '}
                {f.createTime.slice(0, 10)}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <Empty
          description={list.isLoading ? '加载中…' : '在岗位和企业页面点击“收藏”，会显示在这里'}
        />
      )}
    </Card>
  );
}

/** /grzx 我的求职: the veteran's archive link, resume, applications, fairs and pushed positions. */
export default function MyJobs() {
  const veteran = signedInVeteran();
  const me = useQuery({
    queryKey: ['veteran', 'me'],
    enabled: Boolean(veteran),
    queryFn: async () =>
      (await veteranCall<VeteranApi['me']>('GET', '/accounts/veteran/me', {})).result,
  });
  if (!veteran)
    return (
      <div className={styles.page}>
        <Card title="我的求职">
          <p>登录后可关联就业档案、维护简历、投递岗位、报名招聘会。</p>
          <Link to={`${VETERAN_LOGIN_PATH}?redirect=${VETERAN_HOME_PATH}`}>
            <Button variant="primary">求职者登录</Button>
          </Link>
        </Card>
      </div>
    );
  if (me.error)
    return (
      <div className={styles.page}>
        <Card title="我的求职">
          <p className={styles.error}>{errorText(me.error)}</p>
        </Card>
      </div>
    );
  return (
    <div className={styles.page}>
      <Card title={`您好，${me.data?.realName ?? veteran.realname}`}>
        <p className={styles.muted}>登录手机号：{veteran.phone ?? veteran.username}</p>
      </Card>
      {me.data && !me.data.linked && <LinkArchive />}
      {me.data && !me.data.linked && <Favorites />}
      {me.data?.linked && (
        <>
          <ResumeCard />
          <MyMessages />
          <Applications />
          <FairsAndPushes />
          <Favorites />
        </>
      )}
    </div>
  );
}
