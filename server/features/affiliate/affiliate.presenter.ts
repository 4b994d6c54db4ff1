import type {
  AdminAffiliate,
  AffiliateStats,
  Commission,
  PendingCommission,
  Referral,
} from '#common/schemas/affiliate.ts';
import type { commissions, referrals } from '../../db/schema/index.ts';
import type { AffiliateStatsData } from './affiliate.service.ts';

type ReferralRow = typeof referrals.$inferSelect;
type CommissionRow = typeof commissions.$inferSelect;

export const toReferral = (row: ReferralRow): Referral => ({
  id: row.id,
  status: row.status === 'converted' ? 'converted' : 'pending',
  createdAt: row.createdAt.toISOString(),
  convertedAt: row.convertedAt ? row.convertedAt.toISOString() : null,
});

export const toCommission = (row: CommissionRow): Commission => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  tier: row.tier,
  amount: row.amountCents,
  status: row.status,
});

export function toAffiliateStats(data: AffiliateStatsData): AffiliateStats {
  const { affiliate, totals, payout } = data;
  return {
    affiliate: {
      id: affiliate.id,
      referralCode: affiliate.referralCode,
      status: affiliate.status,
      totalReferrals: totals.referrals,
      totalEarnings: totals.earnings,
      pendingEarnings: totals.pending,
      paidEarnings: totals.paid,
      commissionRate: affiliate.commissionRateBps / 100,
      paypalEmail: affiliate.paypalEmail,
      totalClicks: affiliate.totalClicks,
      conversions: totals.conversions,
      payoutRequest: payout
        ? {
            id: payout.id,
            amountCents: payout.amountCents,
            requestedAt: payout.requestedAt.toISOString(),
          }
        : null,
      createdAt: affiliate.createdAt.toISOString(),
    },
    referrals: data.referrals.map(toReferral),
    commissions: data.commissions.map(toCommission),
  };
}

export interface AdminAffiliateData {
  id: string;
  firstName: string;
  email: string;
  referralCode: string;
  totalReferrals: number | string;
  totalEarnings: number | string;
  pendingEarnings: number | string;
  status: string;
  paypalEmail: string | null;
  createdAt: Date;
}

/** Users have a first name only: `lastName` is always ''. */
export const toAdminAffiliate = (row: AdminAffiliateData): AdminAffiliate => ({
  id: row.id,
  firstName: row.firstName,
  lastName: '',
  email: row.email,
  referralCode: row.referralCode,
  totalReferrals: Number(row.totalReferrals),
  totalEarnings: Number(row.totalEarnings),
  pendingEarnings: Number(row.pendingEarnings),
  status: row.status,
  paypalEmail: row.paypalEmail,
  createdAt: row.createdAt.toISOString(),
});

export interface PendingPayoutData {
  id: string;
  affiliateId: string;
  firstName: string;
  email: string;
  pending: number | string;
  requestedAt: Date;
}

export const toPendingCommission = (row: PendingPayoutData): PendingCommission => ({
  id: row.id,
  affiliateId: row.affiliateId,
  affiliateName: row.firstName,
  affiliateEmail: row.email,
  amount: Number(row.pending),
  createdAt: row.requestedAt.toISOString(),
});
