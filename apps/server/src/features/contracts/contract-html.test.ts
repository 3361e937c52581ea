import { describe, expect, it } from 'vitest';
import { contractBlocks, sanitizeContractHtml, type Block } from './contract-html';

const text = (b: Block) => ('runs' in b ? b.runs.map((r) => r.text).join('') : '---');

describe('sanitizeContractHtml', () => {
  it('keeps structure and emphasis, drops scripts, handlers, styles and unsafe links', () => {
    const out = sanitizeContractHtml(
      '<h2 style="color:red">Terms</h2><p onclick="x()">A <b>bold</b> <a href="javascript:alert(1)">bad</a> <a href="https://ok.example">good</a></p><script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)><iframe src="https://x"></iframe>',
    );
    expect(out).toBe('<h2>Terms</h2><p>A <b>bold</b> <a rel="noopener noreferrer" target="_blank">bad</a> <a href="https://ok.example" rel="noopener noreferrer" target="_blank">good</a></p>');
  });
});

describe('contractBlocks', () => {
  it('makes headings, paragraphs with styled runs, bullets, numbers and rules', () => {
    const blocks = contractBlocks(
      sanitizeContractHtml('<h2>Service   Agreement</h2><p>Between <strong>us</strong> and <em>you</em> &amp; &lt;others&gt;.</p><ul><li>One</li><li>Two<ol><li>Two a</li></ol></li></ul><hr><p>Line<br>break</p>'),
    );
    expect(blocks.map((b) => [b.kind, text(b)])).toEqual([
      ['heading', 'Service Agreement'],
      ['paragraph', 'Between us and you & <others>.'],
      ['item', 'One'],
      ['item', 'Two'],
      ['item', 'Two a'],
      ['rule', '---'],
      ['paragraph', 'Line\nbreak'],
    ]);
    const para = blocks[1] as Extract<Block, { kind: 'paragraph' }>;
    expect(para.runs.find((r) => r.text === 'us')).toMatchObject({ bold: true, italic: false });
    expect(para.runs.find((r) => r.text === 'you')).toMatchObject({ bold: false, italic: true });
    expect(blocks.slice(2, 5).map((b) => (b.kind === 'item' ? [b.marker, b.indent] : null))).toEqual([
      ['\u2022', 1],
      ['\u2022', 1],
      ['1.', 2],
    ]);
  });

  it('reads plain text, entities and table rows', () => {
    expect(contractBlocks('Just text &#8212; &#x263A; &nbsp;here').map(text)).toEqual(['Just text \u2014 \u263a here']);
    expect(contractBlocks(sanitizeContractHtml('<table><tr><th>Fee</th><td>$10</td></tr></table>')).map(text)).toEqual(['Fee   $10']);
    expect(contractBlocks('')).toEqual([]);
  });
});
