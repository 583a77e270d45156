import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MoreIcon } from '../Icon/icons';
import { IconButton } from '../IconButton/IconButton';
import { Menu, MenuItem, MenuTrigger } from './Menu';

describe('the server markup', () => {
  const html = renderToString(
    <MenuTrigger>
      <IconButton icon={MoreIcon} label="More actions" />
      <Menu>
        <MenuItem id="freeze">Freeze card</MenuItem>
      </Menu>
    </MenuTrigger>,
  );

  it('is the trigger, which says a menu is there', () => {
    expect(html).toMatch(/^<button/);
    expect(html).toContain('aria-label="More actions"');
    expect(html).toContain('aria-haspopup="true"');
    expect(html).toContain('aria-expanded="false"');
  });

  it('holds no menu until a script opens it', () => {
    expect(html).not.toContain('role="menu"');
    expect(html).not.toContain('Freeze card');
  });
});
