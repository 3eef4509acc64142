/**
 * `npm run code-theme`: writes src/css/code-theme.css from the code themes in
 * src/config/prism-themes.ts (see common/code-tokens/theme-css.ts). Run it after changing a theme;
 * tests/unit/code-theme-css.test.ts fails while the stylesheet and the themes disagree.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { codeThemeCss } from '../common/code-tokens/theme-css';
import { darkCodeTheme, lightCodeTheme } from '../src/config/prism-themes';

export const codeThemeFile = path.resolve(__dirname, '../src/css/code-theme.css');

if (require.main === module) {
  writeFileSync(codeThemeFile, codeThemeCss({ light: lightCodeTheme, dark: darkCodeTheme }));
  console.log(`code-theme: wrote ${path.relative(process.cwd(), codeThemeFile)}`);
}
