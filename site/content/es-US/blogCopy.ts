/**
 * The blog's index and category pages in US Spanish. The posts themselves are English only:
 * the Spanish pages list them as they are, marked as English, and say so above the list.
 */
import type { BlogCopy } from '../blogCopy';

export const blogCopy: BlogCopy = {
  index: {
    seo: {
      title: 'Consejos de dinero para estudiantes universitarios',
      description:
        'Guías prácticas sobre ahorro, gastos, ingresos, crédito, impuestos, seguros y más, escritas para estudiantes universitarios de EE.\u00a0UU. por el equipo de Beem.',
    },
    title: 'El dinero, más sencillo',
    lead: 'Guías prácticas para estudiantes universitarios: ahorra más, gasta mejor, construye tu crédito y adelántate a tus cuentas.',
  },
  categories: {
    save: 'Crea un fondo de emergencia, encuentra una cuenta de ahorros de alto rendimiento y ahorra en automático, aunque tu presupuesto de estudiante sea ajustado.',
    spend:
      'Gasta mejor en libros de texto, comida y todo lo que cuesta la universidad, con planes sencillos que mantienen tu presupuesto en orden.',
    earn: 'Trabajos extra, pasantías y empleos en el campus: cómo ganar más, negociar ofertas y hacer que los ingresos extra encajen con tus clases.',
    insurance:
      'Seguros de auto, de inquilino, médicos y de ingresos explicados para estudiantes: qué cubre cada uno, cuánto cuesta y cómo pagar menos.',
    taxes:
      'Cuándo deben declarar los estudiantes, cómo tributan los ingresos de trabajos por encargo y qué créditos y deducciones aumentan tu reembolso.',
    banking:
      'Elige una cuenta de cheques para estudiantes, evita sobregiros y cargos, y prepara una banca que funcione con la vida universitaria.',
    loans:
      'Préstamos estudiantiles federales y privados y préstamos personales explicados: cuándo tiene sentido pedir prestado y cómo comparar ofertas.',
    credit:
      'Construye tu crédito desde cero en la universidad, entiende qué mueve tu puntaje y mantenlo sano para rentar y pedir préstamos.',
    debt: 'Paga más rápido tus tarjetas de crédito y otras deudas: los métodos avalancha y bola de nieve, buenos hábitos y planes que funcionan.',
    retirement:
      'Por qué conviene empezar temprano: cuentas Roth IRA, planes del empleador y lo básico de la jubilación para estudiantes que trabajan.',
    'transfer-money':
      'Envía y recibe dinero con seguridad: divide la renta y las cuentas con tus compañeros de cuarto, págale a tus amigos y evita estafas en apps de pago.',
  },
  eyebrow: 'Blog',
  categoryTitle: (label) => `${label}: artículos`,
  ofPages: (page, count) => ` (página ${page} de ${count})`,
  pageOf: (page, count) => `Página ${page} de ${count}. `,
  pagination: {
    named: (label) => `${label}: páginas`,
    blog: 'Páginas del blog',
    previous: 'Artículos más recientes',
    next: 'Artículos anteriores',
  },
  postsLanguageNote:
    'Por ahora, nuestros artículos están escritos solo en inglés. Los títulos y resúmenes de abajo aparecen en inglés.',
};
