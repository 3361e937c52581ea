import type { Answers } from '@portal/domain/questionnaires/rules';
import type { OrderPackage } from '@portal/domain/orders/types';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { checkAnswers, parseFields } from '../questionnaires';
import { findSurvey, saveSurveyResponse } from './surveys.store';
import { loadOrderForCustomer } from '../orders';

export const SURVEY_NOT_FOUND = 'Survey not found';
export const SURVEY_ALREADY_SUBMITTED = 'You have already submitted this survey';

/** The feedback survey of an order: the one its package names, answered once by its customer. */
export class SurveysService {
  constructor(private readonly platform: Platform) {}

  private get db(): Db {
    return this.platform.database.db;
  }

  private async load(actor: Actor, orderId: string, surveyId: string) {
    const order = await loadOrderForCustomer(this.db, actor, orderId);
    // Only the package's own survey: any other id (another site's, a questionnaire) is not found.
    if ((order.package as OrderPackage).surveyDetails?._id !== surveyId) throw notFound(SURVEY_NOT_FOUND);
    const row = await findSurvey(this.db, actor.site.id, surveyId);
    if (!row) throw notFound(SURVEY_NOT_FOUND);
    return { order, survey: { _id: row.id, name: row.name, fields: parseFields(row.fields) } };
  }

  async view(actor: Actor, orderId: string, surveyId: string) {
    const { order, survey } = await this.load(actor, orderId, surveyId);
    return { data: survey, surveySubmitted: order.surveySubmitted };
  }

  async submit(actor: Actor, orderId: string, surveyId: string, given: Answers): Promise<void> {
    const { order, survey } = await this.load(actor, orderId, surveyId);
    if (order.surveySubmitted) throw new AppError('conflict', SURVEY_ALREADY_SUBMITTED);
    const answers = checkAnswers(survey.fields, given, 'survey');
    const saved = await saveSurveyResponse(this.db, actor.site.id, order.id, survey._id, answers);
    if (!saved) throw new AppError('conflict', SURVEY_ALREADY_SUBMITTED);
  }
}
