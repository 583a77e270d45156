/**
 * The budget planner in US Spanish: "tú", and money words as the glossary writes them. The
 * 50/30/20 guideline keeps its name, which is how Spanish-language US personal-finance sites
 * cite it ("la regla 50/30/20").
 */
import { createTranslate, esUSNamespaces } from '@beem/design-system';
import type { BudgetCopy } from './copy';

export const budgetCopy: BudgetCopy = {
  locale: 'es-US',
  amountMessages: createTranslate('es-US', esUSNamespaces.amount),
  words: {
    title: 'Planificador de presupuesto',
    savedNote:
      'Tu plan se guarda solo en este navegador, en este dispositivo. No se envía nada a Beem.',
    needsScript:
      'El planificador suma tu presupuesto en tu navegador y necesita JavaScript, que está desactivado o no se cargó. Actívalo o vuelve a cargar la página para usarlo.',
    formLabel: 'Tu presupuesto mensual',
    incomeLabel: 'Ingreso neto mensual',
    incomeHint: 'Lo que llega a tu cuenta cada mes, después de impuestos.',
    incomeName: 'ingreso neto',
    spendingHeading: 'Gastos del mes',
    unnamedLine: (position) => `Línea ${position}`,
    nameLabel: 'Nombre',
    amountLabel: 'Monto al mes',
    kindLabel: 'Tipo',
    remove: 'Quitar',
    addLine: 'Agregar una línea',
    startOver: 'Empezar de nuevo',
    categories: { needs: 'Necesidades', wants: 'Gustos', savings: 'Ahorros' },
    starterNames: {
      rent: 'Renta',
      food: 'Comida',
      transport: 'Transporte',
      subscriptions: 'Suscripciones',
      debt: 'Pagos de deudas',
      savings: 'Ahorros',
      fun: 'Diversión',
    },
    resultPrompt: 'Tu revisión 50/30/20',
    leftOver: (amount) => `Te sobran ${amount} al mes`,
    overBudget: (amount) => `Te pasas por ${amount} al mes`,
    chartLabel: 'Tus gastos frente a la regla 50/30/20',
    chartShare: (share, guideline) => `${share} de tu ingreso · referencia ${guideline}`,
    findings: {
      noIncome:
        'Escribe tu ingreso neto mensual para comparar tu presupuesto con la regla 50/30/20.',
      over: (by, wants) =>
        `Estás planeando gastar ${by} más de lo que recibes cada mes. Los gustos (${wants}) suelen ser lo más fácil de recortar.`,
      needsHigh: (share) =>
        `Las necesidades se llevan el ${share} de tu ingreso, más del 50% de referencia; la renta y el transporte son lo que más suele mover la cuenta.`,
      wantsHigh: (share) => `Los gustos se llevan el ${share}, más del 30% de referencia.`,
      savingsLow: (share) => `Estás ahorrando el ${share}; la referencia es el 20%.`,
      savingsLowWithLeftOver: (share, leftOver) =>
        `Estás ahorrando el ${share}; la referencia es el 20%, y los ${leftOver} que te sobran podrían cerrar la diferencia.`,
      onTrack: (leftOver) =>
        `Vas bien: necesidades, gustos y ahorros están dentro de la regla 50/30/20, y te sobran ${leftOver}.`,
    },
  },
};
