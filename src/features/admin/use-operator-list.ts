import { useState } from 'react';
import { useResource, type ResourceDef } from '../../lib/resource';

/**
 * A back-office list read through the one read primitive, with its actions: an action's refusal is shown, then the
 * list is asked again, so the screen shows what the server now holds whatever the action's outcome.
 */
export function useOperatorList<T>(def: ResourceDef<T>) {
  const list = useResource(def);
  const [actionFailure, setActionFailure] = useState('');
  const act = async (step: () => Promise<unknown>) => {
    setActionFailure('');
    try {
      await step();
    } catch (error) {
      setActionFailure((error as Error).message);
    }
    await list.refresh();
  };
  const failure = actionFailure || (list.status === 'failed' ? (list.error as Error).message : '');
  return { data: list.data, loading: list.data === undefined && list.status === 'loading', failure, act };
}
