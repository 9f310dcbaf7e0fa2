import { useQueryClient } from '@tanstack/react-query';
import { LEARNING_QUERY_KEY } from './learning-query-keys';

/** Reads every learning list again: after an authoring change, the admin page's lists and the members' ones. */
export function useInvalidateLearning() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: LEARNING_QUERY_KEY });
}
