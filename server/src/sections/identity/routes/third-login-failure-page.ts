import { LOGIN_PATH } from '@vets/contracts';
import { html } from '../../../core/html.js';

/**
 * What the browser shows when a third-party sign-in fails on its way through the server (the
 * redirect to the provider, or the provider's answer): the reason and the way back.
 */
export function thirdLoginFailurePage(reason: string): string {
  return html`<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>第三方登录失败</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
</head>
<body style="font-family: sans-serif; text-align: center; padding: 64px 16px; color: #333">
<h1 style="font-size: 20px; font-weight: 500">第三方登录失败</h1>
<p data-testid="third-login-failure">${reason}</p>
<p><a href="${LOGIN_PATH}">返回登录页</a></p>
</body>
</html>
`.toString();
}
