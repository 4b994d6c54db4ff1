import type { DailyLog } from '#common/schemas/nutrition.ts';
import type { dailyLogs } from '../../db/schema/index.ts';

type DailyLogRow = typeof dailyLogs.$inferSelect;

export function toDailyLog(row: DailyLogRow): DailyLog {
  return {
    id: row.id,
    userId: row.userId,
    date: row.date,
    calories: row.calories,
    protein: row.protein,
    carbs: row.carbs,
    fats: row.fats,
    waterIntake: row.waterIntake,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
