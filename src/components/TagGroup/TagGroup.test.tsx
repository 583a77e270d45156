import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../LocaleProvider/LocaleProvider';
import { esUS } from '../../helpers/locale/messages/es-US';
import { Tag, TagGroup } from './TagGroup';

const filters = [
  { id: 'food', name: 'Food' },
  { id: 'rent', name: 'Rent' },
];

const render = (items: typeof filters) =>
  renderToString(
    <TagGroup
      label="Filters"
      items={items}
      emptyState="No filters applied"
      onRemove={() => undefined}
    >
      {(filter) => <Tag id={filter.id}>{filter.name}</Tag>}
    </TagGroup>,
  );

describe('TagGroup', () => {
  it('renders its label and tags on the server, each with a remove button named from the catalogue', () => {
    const html = render(filters);
    expect(html).toContain('role="grid"');
    expect(html).toMatch(/>Filters</);
    expect(html).toMatch(/hidden="">Remove Food<\/span>/);
    expect(html).toMatch(/hidden="">Remove Rent<\/span>/);
  });

  it('says what an empty group means', () => {
    expect(render([])).toContain('No filters applied');
  });

  it('names the remove button in Spanish under an es-US provider', () => {
    const html = renderToString(
      <LocaleProvider locale="es-US" messages={esUS}>
        <TagGroup label="Filtros" onRemove={() => undefined}>
          <Tag id="food">Comida</Tag>
        </TagGroup>
      </LocaleProvider>,
    );
    expect(html).toMatch(/hidden="">Quitar Comida<\/span>/);
  });
});
