import { LOGIN_PATH, type LoginResult } from '@vets/contracts';
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../../api/transport';
import { useLoginSuccess } from './use-login-success';

/**
 * Signs in with a one-time code another service put in the URL (the central login service's
 * ticket, a third-party login token): exchanged once, then on to the back office, or the reason
 * it failed and the way back to the login page.
 */
export function CodeSignIn({
  heading,
  code,
  missing,
  exchange,
}: {
  heading: string;
  code: string | null;
  /** Said when the URL carries no code. */
  missing: string;
  exchange: (code: string) => Promise<{ result: LoginResult }>;
}) {
  const succeeded = useLoginSuccess();
  const [error, setError] = useState<string | null>(code ? null : missing);
  // A code is good once: React's development double effect must not send it twice.
  const sent = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the code is exchanged once, on arrival.
  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true;
    exchange(code)
      .then(({ result }) => succeeded(result))
      .catch((e: unknown) =>
        setError(e instanceof ApiError || e instanceof Error ? e.message : '登录失败'),
      );
  }, [code]);

  if (error) {
    return (
      <Result
        status="warning"
        title={`${heading}失败`}
        subTitle={<span data-testid="code-sign-in-error">{error}</span>}
        extra={
          <Link to={LOGIN_PATH}>
            <Button type="primary">返回登录页</Button>
          </Link>
        }
      />
    );
  }
  return (
    <div style={{ textAlign: 'center', padding: '48px 0' }}>
      <Spin size="large" />
      <p style={{ marginTop: 16 }}>正在{heading}，请稍候…</p>
    </div>
  );
}
