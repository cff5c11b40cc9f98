/** A successful API envelope around `result`, as `http.get` resolves it. */
export const envelope = <T>(result: T) => ({
  success: true,
  message: '',
  code: 200,
  result,
  timestamp: 0,
});
