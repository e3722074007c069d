import {
  competencyReportQuerySchema,
  competencyReportSchema,
  eventParamsSchema,
  fairnessReportSchema,
  funFactsSchema,
  gradeListSchema,
  gradesInputSchema,
  itemAnalysisPageSchema,
  itemAnalysisQuerySchema,
  leaderboardPageSchema,
  leaderboardQuerySchema,
  levelStatisticsSchema,
  levelStrengthsSchema,
  MEASUREMENT_CSV_NAMES,
  REPORT_CSV_NAMES,
  reliabilitySchema,
  strengthPageSchema,
  strengthQuerySchema,
  userMatchesSchema,
  userSearchQuerySchema,
  userStrengthsSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountScopeOf, eventScopeOf } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { csvFile, sendCsv } from '../../platform/csv-response';
import { pdfFile, sendPdf } from '../../platform/pdf-response';
import { readDbOf } from '../../platform/read-db';
import { fairnessPdf } from './fairness-pdf-service';
import {
  fairness,
  fairnessCsv,
  itemAnalysis,
  reliability,
  responseMatrixCsv,
} from './measurement-service';
import {
  accountGradeList,
  competencyReport,
  competencyReportCsv,
  funFacts,
  leaderboardCsv,
  leaderboardPage,
  levelStatistics,
  levelStrengths,
  liveHub,
  saveGrades,
  searchUsers,
  streamEventLive,
  strengthCsv,
  strengthPage,
  userReportPdf,
  userStrengths,
} from './service';

const tags = ['reports'];
const eventParams = eventParamsSchema;
// Any string: the service answers 404 for one that is not a uuid, as for a missing participant.
const participantParams = z.object({ ...eventParams.shape, participantId: z.string() });
const withoutPage = <T extends { page: number }>({ page: _, ...rest }: T) => rest;

/**
 * The analytics screens' reads. Every route is `eventOwner` (the event's account, or the super
 * admin reading); the service checks the scope again and reads only that event. Reads go to
 * the replica when there is one (platform/read-db.ts), except the measurement figures, which
 * store what they compute, and the live stream, which listens on the primary.
 */
export const reportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const hub = liveHub(ctx.db);
  app.addHook('onClose', async () => hub.close());

  app.get(
    '/api/events/:eventId/leaderboard',
    {
      config: { access: 'eventOwner', apiKey: true },
      schema: {
        tags,
        summary: 'The Rank table: the users list filters, by current score, 10 a page',
        params: eventParams,
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardPageSchema },
      },
    },
    async (request) =>
      leaderboardPage(readDbOf(ctx.reads, request), eventScopeOf(request), request.query),
  );

  app.get(
    '/api/events/:eventId/leaderboard.csv',
    {
      config: { access: 'eventOwner' },
      schema: {
        tags,
        summary: "'Progress-leaderboard': every filtered row of the Rank table, streamed",
        params: eventParams,
        querystring: leaderboardQuerySchema,
        response: { 200: csvFile },
      },
    },
    async (request, reply) => {
      const csv = await leaderboardCsv(
        readDbOf(ctx.reads, request),
        eventScopeOf(request),
        withoutPage(request.query),
      );
      return sendCsv(reply, REPORT_CSV_NAMES.leaderboard, csv);
    },
  );

  app.get(
    '/api/events/:eventId/leaderboard/fun-facts',
    {
      config: { access: 'eventOwner' },
      schema: {
        tags,
        summary: "'Fun Facts': the top 5 by achievement count among those with capabilities",
        params: eventParams,
        response: { 200: funFactsSchema },
      },
    },
    async (request) => funFacts(readDbOf(ctx.reads, request), eventScopeOf(request)),
  );

  app.get(
    '/api/events/:eventId/level-statistics',
    {
      config: { access: 'eventOwner', apiKey: true },
      schema: {
        tags,
        summary: 'Min, average and maximum counted score, players and pass rate per level',
        params: eventParams,
        response: { 200: levelStatisticsSchema },
      },
    },
    async (request) => levelStatistics(readDbOf(ctx.reads, request), eventScopeOf(request)),
  );

  app.get(
    '/api/events/:eventId/level-strengths',
    {
      config: { access: 'eventOwner', apiKey: true },
      schema: {
        tags,
        summary: "Each competency's average percentage per level and over all levels",
        params: eventParams,
        response: { 200: levelStrengthsSchema },
      },
    },
    async (request) => levelStrengths(readDbOf(ctx.reads, request), eventScopeOf(request)),
  );

  app.get(
    '/api/events/:eventId/user-strengths',
    {
      config: { access: 'eventOwner', apiKey: true },
      schema: {
        tags,
        summary: 'The User Strength Report picker: name or e-mail prefix, at most 5',
        params: eventParams,
        querystring: userSearchQuerySchema,
        response: { 200: userMatchesSchema },
      },
    },
    async (request) =>
      searchUsers(readDbOf(ctx.reads, request), eventScopeOf(request), request.query.search),
  );

  app.get(
    '/api/events/:eventId/user-strengths/:participantId',
    {
      config: { access: 'eventOwner', apiKey: true },
      schema: {
        tags,
        summary: "One participant's competency percentages and level scores",
        params: participantParams,
        response: { 200: userStrengthsSchema },
      },
    },
    async (request) =>
      userStrengths(
        readDbOf(ctx.reads, request),
        eventScopeOf(request),
        request.params.participantId,
      ),
  );

  app.get(
    '/api/events/:eventId/user-strengths/:participantId/report.pdf',
    {
      config: { access: 'eventOwner', apiKey: true },
      schema: {
        tags,
        summary: "One participant's User Strength Report as a one-page A4 PDF",
        params: participantParams,
        response: { 200: pdfFile },
      },
    },
    async (request, reply) => {
      const scope = eventScopeOf(request);
      const pdf = await userReportPdf(
        readDbOf(ctx.reads, request),
        scope,
        request.params.participantId,
      );
      return sendPdf(reply, pdf.fileName, pdf.body);
    },
  );

  app.get(
    '/api/events/:eventId/strength-details',
    {
      config: { access: 'eventOwner', apiKey: true },
      schema: {
        tags,
        summary: 'The Assessor Board: competency minimums, score ranges, Only Completed, 10 a page',
        params: eventParams,
        querystring: strengthQuerySchema,
        response: { 200: strengthPageSchema },
      },
    },
    async (request) =>
      strengthPage(readDbOf(ctx.reads, request), eventScopeOf(request), request.query),
  );

  app.get(
    '/api/events/:eventId/strength-details.csv',
    {
      config: { access: 'eventOwner' },
      schema: {
        tags,
        summary: "'Progress-strengthDetail': every filtered row of the Assessor Board, streamed",
        params: eventParams,
        querystring: strengthQuerySchema,
        response: { 200: csvFile },
      },
    },
    async (request, reply) => {
      const csv = await strengthCsv(
        readDbOf(ctx.reads, request),
        eventScopeOf(request),
        withoutPage(request.query),
      );
      return sendCsv(reply, REPORT_CSV_NAMES.strengthDetail, csv);
    },
  );

  app.get(
    '/api/events/:eventId/competency-report',
    {
      config: { access: 'eventOwner', apiKey: true },
      schema: {
        tags,
        summary: "The competency report: the grades' stat cards and one competency's participants",
        params: eventParams,
        querystring: competencyReportQuerySchema,
        response: { 200: competencyReportSchema },
      },
    },
    async (request) =>
      competencyReport(readDbOf(ctx.reads, request), eventScopeOf(request), request.query),
  );

  app.get(
    '/api/events/:eventId/competency-report.csv',
    {
      config: { access: 'eventOwner' },
      schema: {
        tags,
        summary: "'Progress Competency-Report': the chosen competency's filtered rows, streamed",
        params: eventParams,
        querystring: competencyReportQuerySchema,
        response: { 200: csvFile },
      },
    },
    async (request, reply) => {
      const scope = eventScopeOf(request);
      const csv = await competencyReportCsv(
        readDbOf(ctx.reads, request),
        scope,
        withoutPage(request.query),
      );
      return sendCsv(reply, REPORT_CSV_NAMES.competencyReport, csv);
    },
  );

  app.get(
    '/api/events/:eventId/responses.csv',
    {
      config: { access: 'eventOwner' },
      schema: {
        tags,
        summary:
          'The response matrix: every item each ended attempt asked (option, rating, points, seconds, answered), streamed',
        params: eventParams,
        response: { 200: csvFile },
      },
    },
    async (request, reply) => {
      const csv = await responseMatrixCsv(readDbOf(ctx.reads, request), eventScopeOf(request));
      return sendCsv(reply, MEASUREMENT_CSV_NAMES.responses, csv);
    },
  );

  app.get(
    '/api/events/:eventId/item-analysis',
    {
      config: { access: 'eventOwner' },
      schema: {
        tags,
        summary:
          'Per question and mini screen: times asked, facility, option shares, discrimination, mean time, flags; sorted, 20 a page',
        params: eventParams,
        querystring: itemAnalysisQuerySchema,
        response: { 200: itemAnalysisPageSchema },
      },
    },
    async (request) => itemAnalysis(ctx.db, eventScopeOf(request), request.query),
  );

  app.get(
    '/api/events/:eventId/reliability',
    {
      config: { access: 'eventOwner' },
      schema: {
        tags,
        summary: "Cronbach's alpha and the standard error of measurement per competency and total",
        params: eventParams,
        response: { 200: reliabilitySchema },
      },
    },
    async (request) => reliability(ctx.db, eventScopeOf(request)),
  );

  app.get(
    '/api/events/:eventId/fairness',
    {
      config: { access: 'eventOwner' },
      schema: {
        tags,
        summary:
          'Selection and scoring rates by gender and age group, impact ratios, the four-fifths flag (a statistic, not a legal audit)',
        params: eventParams,
        response: { 200: fairnessReportSchema },
      },
    },
    async (request) => fairness(ctx.db, eventScopeOf(request)),
  );

  app.get(
    '/api/events/:eventId/fairness.csv',
    {
      config: { access: 'eventOwner' },
      schema: {
        tags,
        summary: 'The fairness report: one line per decision, category and group',
        params: eventParams,
        response: { 200: csvFile },
      },
    },
    async (request, reply) => {
      const csv = await fairnessCsv(ctx.db, eventScopeOf(request));
      return sendCsv(reply, MEASUREMENT_CSV_NAMES.fairness, csv);
    },
  );

  app.get(
    '/api/events/:eventId/fairness.pdf',
    {
      config: { access: 'eventOwner' },
      schema: {
        tags,
        summary:
          'The fairness report as A4 pages: what it is and is not, then a table per decision and category',
        params: eventParams,
        response: { 200: pdfFile },
      },
    },
    async (request, reply) => {
      const pdf = await fairnessPdf(ctx.db, eventScopeOf(request));
      return sendPdf(reply, pdf.fileName, pdf.body);
    },
  );

  app.get(
    '/api/events/:eventId/live',
    {
      config: { access: 'eventOwner' },
      schema: {
        tags,
        summary:
          'Server-sent events: a `data:` line ({version, participantsCount}) whenever a level ends or the participants change',
        params: eventParams,
        response: {
          200: {
            description: 'An event stream that stays open',
            content: { 'text/event-stream': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => streamEventLive(ctx.db, hub, eventScopeOf(request), reply),
  );

  app.get(
    '/api/grades',
    {
      config: { access: 'accountOwner' },
      schema: {
        tags,
        summary: "The account's grades: the competency report's score bands",
        response: { 200: gradeListSchema },
      },
    },
    async (request) =>
      accountGradeList(readDbOf(ctx.reads, request), accountScopeOf(request).accountId),
  );

  app.put(
    '/api/grades',
    {
      config: { access: 'accountOwner' },
      schema: {
        tags,
        summary: "Replace the account's grades (no overlaps, whole percentages 0–100)",
        body: gradesInputSchema,
        response: { 200: gradeListSchema },
      },
    },
    async (request) => saveGrades(ctx, accountScopeOf(request), request.body),
  );
};
