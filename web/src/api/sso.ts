import {
  type EndpointInput,
  sessionApi,
  type ThirdLoginType,
  thirdLoginApi,
} from '@vets/contracts';
import { appConfig } from '../config';
import { call } from './call';
import { endpointPath } from './endpoint-path';

/** Sign-in through the central login service and third-party (OpenID Connect) identities. */
export const ssoApi = {
  casLogin: (code: string) => call(sessionApi.codeLogin, { query: { code } }, { silent: true }),
  thirdLoginUser: (token: string, thirdType: ThirdLoginType) =>
    call(thirdLoginApi.getLoginUser, { params: { token, thirdType } }, { silent: true }),
  bindAccount: (body: EndpointInput<typeof thirdLoginApi.bindAccount>['body']) =>
    call(thirdLoginApi.bindAccount, { body }, { silent: true }),
  bindings: () => call(thirdLoginApi.bindings, {}),
  unbind: (id: string) => call(thirdLoginApi.unbind, { body: { id } }),
  bindUrl: (source: ThirdLoginType, returnTo: string) =>
    call(thirdLoginApi.bindUrl, { params: { source }, body: { returnTo } }),
};

/** The server route that sends the browser to the provider's sign-in page. */
export const thirdLoginStartUrl = (source: ThirdLoginType) =>
  `${appConfig.apiBase}${endpointPath(thirdLoginApi.render.path, { source })}`;
