import { VETERAN_LOGIN_PATH, type veteranApi } from '@vets/contracts';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Button from '../ui/Button';
import styles from './VeteranAction.module.css';
import { signedInVeteran, veteranCall } from './veteran-http';

type VeteranApi = typeof veteranApi;

const ACTIONS = {
  apply: {
    label: '投递简历',
    done: '已投递',
    call: (id: string) =>
      veteranCall<VeteranApi['apply']>('POST', '/accounts/veteran/apply', {
        body: { positionId: id },
      }),
  },
  register: {
    label: '报名参加',
    done: '已报名',
    call: (id: string) =>
      veteranCall<VeteranApi['registerFair']>('POST', '/accounts/veteran/registerFair', {
        body: { fairId: id },
      }),
  },
  favoritePosition: {
    label: '收藏岗位',
    done: '已收藏',
    call: (id: string) =>
      veteranCall<VeteranApi['favorite']>('POST', '/accounts/veteran/favorite', {
        body: { targetType: 'position', targetId: id },
      }),
  },
  favoriteCompany: {
    label: '收藏企业',
    done: '已收藏',
    call: (id: string) =>
      veteranCall<VeteranApi['favorite']>('POST', '/accounts/veteran/favorite', {
        body: { targetType: 'company', targetId: id },
      }),
  },
} as const;

/**
 * 投递 on a position, 报名 on a fair: a signed-in veteran acts at once; anyone else is taken to
 * the veteran's sign-in and brought back.
 */
export function VeteranAction({
  kind,
  id,
  secondary,
}: {
  kind: keyof typeof ACTIONS;
  id: string;
  /** A lesser action beside the main one (收藏 beside 投递). */
  secondary?: boolean;
}) {
  const action = ACTIONS[kind];
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [state, setState] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async () => {
    if (!signedInVeteran()) {
      navigate(`${VETERAN_LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search)}`);
      return;
    }
    setBusy(true);
    try {
      setState({ ok: true, text: (await action.call(id)).message });
    } catch (e) {
      setState({ ok: false, text: e instanceof Error ? e.message : '操作失败，请稍后重试' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.action}>
      <Button
        variant={secondary ? 'default' : 'primary'}
        size="large"
        onClick={act}
        disabled={busy || state?.ok === true}
      >
        {state?.ok ? action.done : action.label}
      </Button>
      {state && (
        <span role="status" className={state.ok ? styles.ok : styles.error}>
          {state.text}
        </span>
      )}
    </div>
  );
}
