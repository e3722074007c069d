import {
  IconBuilding,
  IconBulb,
  IconChartBar,
  IconChartLine,
  IconClipboardList,
  IconCreditCard,
  IconDeviceGamepad2,
  IconHistory,
  IconKey,
  IconLayoutDashboard,
  IconLayoutGrid,
  IconListDetails,
  IconMail,
  IconMedal,
  IconReportAnalytics,
  IconSettings,
  IconStairs,
  IconTrophy,
  IconUserStar,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

type IconComponent = ComponentType<{ size?: number; stroke?: number }>;

/** Icons by menu entry key (packages/domain navigation.ts). */
export const menuIcons: Record<string, IconComponent> = {
  dashboard: IconLayoutDashboard,
  assessments: IconLayoutGrid,
  leaderboard: IconTrophy,
  users: IconUsers,
  levels: IconStairs,
  levelStatistics: IconChartBar,
  levelStrengths: IconChartLine,
  userStrengths: IconUserStar,
  strengthDetails: IconListDetails,
  competencyReport: IconReportAnalytics,
  grades: IconMedal,
  candidateReport: IconClipboardList,
  accounts: IconBuilding,
  competencies: IconBulb,
  games: IconDeviceGamepad2,
  payments: IconCreditCard,
  settings: IconSettings,
  outbox: IconMail,
  audit: IconHistory,
  apiKeys: IconKey,
};
