import { freshKeys } from '@portal/domain/boards/rules';
import type { Db } from '../platform/db/database';
import { newId } from '../platform/db/ids';
import * as t from '../platform/db/schema';

type DemoCard = Partial<typeof t.boardCards.$inferInsert> & { title: string };

async function board(db: Db, siteId: string, ownerId: string, kind: 'writer' | 'tracker', title: string, description: string, columns: [string, DemoCard[]][]) {
  const boardId = newId();
  await db.insert(t.boards).values({ id: boardId, siteId, ownerId, kind, title, description });
  const columnKeys = freshKeys(columns.length);
  for (const [i, [columnTitle, cards]] of columns.entries()) {
    const columnId = newId();
    await db.insert(t.boardColumns).values({ id: columnId, siteId, boardId, title: columnTitle, position: columnKeys[i]! });
    const keys = freshKeys(cards.length);
    if (cards.length > 0) await db.insert(t.boardCards).values(cards.map((card, j) => ({ ...card, id: newId(), siteId, boardId, columnId, position: keys[j]! })));
  }
}

/**
 * Wendy's task board and Jordan's job-search tracker, so the demo shows both boards with cards
 * (the demo sites enable boards).
 */
export async function seedBoards(db: Db, siteId: string, writerId: string, customerId: string): Promise<void> {
  await board(db, siteId, writerId, 'writer', 'This week', 'Orders and follow-ups to finish this week', [
    [
      'To do',
      [
        { title: 'Draft resume for order 1002', priority: 'High', deadline: '2026-12-04', descriptionContent: 'Lead with the sales numbers from the questionnaire.' },
        { title: 'Send follow-up questions to Jordan', priority: 'Medium' },
        { title: 'Cover letter outline', priority: 'Low' },
      ],
    ],
    ['In progress', [{ title: 'LinkedIn summary rewrite', priority: 'Highest', deadline: '2026-11-30', descriptionContent: 'Three versions, 220 words each.' }]],
    ['Done', [{ title: 'Read previous resume', priority: 'Lowest' }]],
  ]);
  await board(db, siteId, customerId, 'tracker', 'Job Search Tracker', '', [
    [
      'Wishlist',
      [
        { title: 'Senior Account Executive', description: 'Northwind Traders', jobTitle: 'Senior Account Executive', postUrl: 'https://jobs.example.com/northwind/ae', salary: '$95,000', city: 'Austin', state: 'TX' },
        { title: 'Sales Manager', description: 'Contoso', jobTitle: 'Regional Sales Manager', city: 'Denver', state: 'CO' },
      ],
    ],
    ['Applied', [{ title: 'Customer Success Lead', description: 'Fabrikam', jobTitle: 'Customer Success Lead', deadline: '2026-12-10', salary: '$88,000', city: 'Remote' }]],
    ['Interview', [{ title: 'Account Director', description: 'Tailspin Toys', jobTitle: 'Account Director', descriptionContent: 'Second interview with the VP of Sales on Friday.' }]],
    ['Offer', []],
  ]);
}
