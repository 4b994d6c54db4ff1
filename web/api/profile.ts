import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserInput, User } from '#common/schemas/users.ts';
import type { Units } from '#common/units.ts';
import { apiGet, apiRequest } from '#web/lib/api-client.ts';
import { getSession, setSessionUser } from '#web/lib/session.ts';
import { useUnits } from '#web/lib/units.ts';

/** Every read of a member's profile starts with this key. */
export const profileKey = (userId: string) => ['/api/user', userId] as const;

/** `GET /api/user/{userId}`: the member's profile, weights in `units`. */
export const profileQueryOptions = (userId: string, units: Units) =>
  queryOptions<User>({
    queryKey: [...profileKey(userId), units],
    queryFn: ({ signal }) => apiGet<User>(`/api/user/${encodeURIComponent(userId)}`, signal),
  });

export function useProfile(userId: string) {
  return useQuery(profileQueryOptions(userId, useUnits()));
}

/**
 * `PUT /api/user/{userId}` with any of the fields a member may change (preferences, workout
 * settings); the answer replaces the cached profile, which is then read again. A change of unit
 * moves the session to the new unit: the queries whose answers depend on it carry the unit in
 * their keys, so those (and only those) are read again.
 */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (updates: UpdateUserInput) =>
      apiRequest<User>('PUT', `/api/user/${encodeURIComponent(userId)}`, updates),
    onSuccess: (user) => {
      if (user) queryClient.setQueryData(profileQueryOptions(userId, user.units).queryKey, user);
      const session = getSession().user;
      if (user && session && session.units !== user.units) {
        setSessionUser({ ...session, units: user.units });
      }
      return queryClient.invalidateQueries({ queryKey: profileKey(userId) });
    },
  });
}
