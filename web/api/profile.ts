import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserInput, User } from '#common/schemas/users.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { getSession, setSessionUser } from '#web/lib/session.ts';

/** `GET /api/user/{userId}`: the member's profile (the default query function GETs the key joined). */
export const profileQueryOptions = (userId: string) =>
  queryOptions<User>({ queryKey: ['/api/user', userId] });

export function useProfile(userId: string) {
  return useQuery(profileQueryOptions(userId));
}

/**
 * `PUT /api/user/{userId}` with any of the fields a member may change (preferences, workout
 * settings); the answer replaces the cached profile, which is then read again.
 */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (updates: UpdateUserInput) =>
      apiRequest<User>('PUT', `/api/user/${encodeURIComponent(userId)}`, updates),
    onSuccess: (user) => {
      const { queryKey } = profileQueryOptions(userId);
      if (user) queryClient.setQueryData(queryKey, user);
      const session = getSession().user;
      if (user && session && session.units !== user.units) {
        // Every weight and length cached so far is in the old unit: the new one everywhere.
        setSessionUser({ ...session, units: user.units });
        return queryClient.invalidateQueries();
      }
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
