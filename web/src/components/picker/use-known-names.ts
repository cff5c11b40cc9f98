import { useCallback, useEffect, useRef, useState } from 'react';

export type NameLoader = (values: string[]) => Promise<Array<readonly [string, string]>>;

/** The display names of `values`; the names not known yet are loaded once each. */
export function useKnownNames(
  values: readonly string[],
  load: NameLoader,
): [ReadonlyMap<string, string>, (entries: Array<readonly [string, string]>) => void] {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const asked = useRef(new Set<string>());
  const loader = useRef(load);
  loader.current = load;

  const remember = useCallback((entries: Array<readonly [string, string]>) => {
    for (const [value] of entries) asked.current.add(value);
    setNames((prev) => new Map([...prev, ...entries]));
  }, []);

  const key = values.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for values.
  useEffect(() => {
    const missing = values.filter((v) => !asked.current.has(v));
    if (!missing.length) return;
    for (const v of missing) asked.current.add(v);
    let live = true;
    loader.current(missing).then(
      (entries) => live && setNames((prev) => new Map([...prev, ...entries])),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [key]);

  return [names, remember];
}

export function namesText(values: readonly string[], names: ReadonlyMap<string, string>): string {
  return values.map((v) => names.get(v) ?? v).join(',');
}
