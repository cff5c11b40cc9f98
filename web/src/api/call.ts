import type { ApiResponse, Endpoint, EndpointInput, EndpointResult } from '@vets/contracts';
import { endpointPath } from './endpoint-path';
import { type RequestOptions, request } from './request';
import type { Params } from './transport';

/**
 * Calls a hand-written endpoint as its contract declares it: the input and the result are
 * typed from the same schemas the server validates and answers with.
 */
export function call<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: Omit<RequestOptions, 'params' | 'data'> = {},
): Promise<ApiResponse<EndpointResult<E>>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Params;
    body?: unknown;
  };
  return request<EndpointResult<E>>(endpoint.method, endpointPath(endpoint.path, params), {
    ...options,
    ...(query ? { params: query } : {}),
    ...(body !== undefined ? { data: body } : {}),
  });
}
