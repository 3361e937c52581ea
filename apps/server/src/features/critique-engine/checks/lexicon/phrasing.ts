/** Resume languages the critique recognises by their common words. */
export const RESUME_LANGUAGES = ['en', 'de', 'es', 'fr', 'pt', 'it'] as const;
export type ResumeLanguage = (typeof RESUME_LANGUAGES)[number];

export const STOPWORDS: Record<ResumeLanguage, string[]> = {
  en: ['the', 'and', 'of', 'for', 'with', 'to', 'in', 'a', 'by', 'on', 'from'],
  de: ['und', 'der', 'die', 'das', 'für', 'mit', 'von', 'im', 'bei', 'zur', 'zum', 'den'],
  es: ['y', 'de', 'la', 'el', 'para', 'con', 'en', 'los', 'las', 'del', 'por'],
  fr: ['et', 'de', 'la', 'le', 'pour', 'avec', 'des', 'les', 'du', 'en', 'au'],
  pt: ['e', 'de', 'da', 'do', 'para', 'com', 'em', 'os', 'as', 'dos', 'pelo'],
  it: ['e', 'di', 'della', 'il', 'per', 'con', 'in', 'la', 'dei', 'delle', 'nel'],
};

/** Weak phrasing: duties instead of results, help instead of ownership. */
export const WEAK_PHRASES: Record<ResumeLanguage, string[]> = {
  en: ['responsible for', 'was responsible for', 'duties included', 'duties include', 'helped with', 'helped to', 'assisted with', 'assisted in', 'worked on', 'participated in', 'involved in', 'was tasked with', 'tasked with', 'in charge of', 'tried to', 'attempted to'],
  de: ['verantwortlich für', 'zuständig für', 'mitgewirkt an', 'mitgewirkt bei', 'unterstützung bei', 'beteiligt an', 'mithilfe bei', 'aufgaben umfassten', 'geholfen bei', 'half bei', 'teilgenommen an'],
  es: ['responsable de', 'responsable del', 'encargado de', 'encargado del', 'encargada de', 'encargada del', 'trabajé en', 'ayudé a', 'ayudé en', 'participé en', 'colaboré en', 'funciones incluían', 'me encargaba de', 'tareas incluían', 'apoyo en'],
  fr: ['responsable de', 'chargé de', 'chargée de', 'participé à', 'aidé à', 'contribué à'],
  pt: ['responsável por', 'encarregado de', 'ajudei a', 'participei de', 'participei em'],
  it: ['responsabile di', 'incaricato di', 'ho aiutato', 'ho partecipato a', 'ho collaborato a'],
};

/** Passive voice, by its auxiliary and a participle. */
export const PASSIVE_PATTERNS: Record<ResumeLanguage, RegExp[]> = {
  en: [/\b(?:was|were|been|being)\s+(?:\p{L}+ly\s+)?\p{L}+(?:ed|en|wn)\b(?:\s+by\b)?/giu],
  de: [/\b(?:wurde|wurden|worden)\b(?:\s+\p{L}+){0,3}?\s+(?:ge\p{L}+(?:t|en)|\p{L}+iert)\b/giu],
  es: [/\b(?:fue|fueron|ha sido|han sido)\s+\p{L}+(?:ado|ada|ados|adas|ido|ida|idos|idas)\b/giu],
  fr: [/\b(?:a été|ont été|fut|furent)\s+\p{L}+(?:é|ée|és|ées|i|is|ie)\b/giu],
  pt: [/\b(?:foi|foram)\s+\p{L}+(?:ado|ada|ados|adas|ido|ida)\b/giu],
  it: [/\b(?:è stato|è stata|sono stati|fu|furono)\s+\p{L}+(?:ato|ata|ati|ate|ito|ita)\b/giu],
};

/** Filler: words that take room without saying anything a recruiter can check. */
export const FILLER: Record<ResumeLanguage, string[]> = {
  en: ['hard-working', 'hardworking', 'team player', 'detail-oriented', 'results-driven', 'go-getter', 'self-starter', 'think outside the box', 'synergy', 'dynamic', 'various', 'etc.', 'and so on', 'highly motivated', 'passionate'],
  de: ['teamfähig', 'belastbar', 'hochmotiviert', 'zielstrebig', 'dynamisch', 'diverse', 'usw.', 'etc.', 'verschiedene', 'flexibel einsetzbar'],
  es: ['proactivo', 'proactiva', 'dinámico', 'dinámica', 'trabajo en equipo', 'altamente motivado', 'altamente motivada', 'etc.', 'diversos', 'varias tareas', 'orientado a resultados'],
  fr: ['dynamique', 'motivé', 'motivée', 'polyvalent', 'etc.', 'divers'],
  pt: ['proativo', 'proativa', 'dinâmico', 'dinâmica', 'etc.', 'diversos'],
  it: ['dinamico', 'dinamica', 'motivato', 'motivata', 'ecc.', 'etc.', 'vari'],
};

/** Stronger verbs for verbs resumes repeat, by language (lower-case keys). */
export const BETTER_VERBS: Record<ResumeLanguage, Record<string, string[]>> = {
  en: {
    managed: ['Directed', 'Oversaw', 'Orchestrated', 'Coordinated'],
    led: ['Headed', 'Spearheaded', 'Championed', 'Steered'],
    developed: ['Engineered', 'Designed', 'Built', 'Launched'],
    created: ['Established', 'Founded', 'Introduced', 'Pioneered'],
    worked: ['Collaborated', 'Partnered', 'Contributed', 'Delivered'],
    handled: ['Resolved', 'Administered', 'Processed', 'Executed'],
    improved: ['Boosted', 'Accelerated', 'Optimized', 'Strengthened'],
    helped: ['Enabled', 'Supported', 'Facilitated', 'Advised'],
    made: ['Produced', 'Generated', 'Constructed', 'Delivered'],
    did: ['Executed', 'Completed', 'Performed', 'Accomplished'],
    used: ['Applied', 'Leveraged', 'Employed', 'Deployed'],
  },
  de: {
    verantwortete: ['Steuerte', 'Leitete', 'Koordinierte', 'Verantwortete'],
    leitete: ['Führte', 'Steuerte', 'Lenkte', 'Verantwortete'],
    entwickelte: ['Konzipierte', 'Gestaltete', 'Realisierte', 'Baute auf'],
    betreute: ['Beriet', 'Begleitete', 'Verantwortete', 'Steuerte'],
    erstellte: ['Konzipierte', 'Erarbeitete', 'Gestaltete', 'Verfasste'],
    unterstützte: ['Ermöglichte', 'Beschleunigte', 'Beriet', 'Förderte'],
    arbeitete: ['Realisierte', 'Setzte um', 'Lieferte', 'Kooperierte'],
    optimierte: ['Steigerte', 'Verbesserte', 'Beschleunigte', 'Senkte'],
    führte: ['Leitete', 'Steuerte', 'Lenkte', 'Coachte'],
  },
  es: {
    gestioné: ['Dirigí', 'Supervisé', 'Coordiné', 'Lideré'],
    lideré: ['Encabecé', 'Impulsé', 'Dirigí', 'Orienté'],
    desarrollé: ['Diseñé', 'Construí', 'Implementé', 'Lancé'],
    realicé: ['Ejecuté', 'Completé', 'Llevé a cabo', 'Logré'],
    trabajé: ['Colaboré', 'Contribuí', 'Entregué', 'Impulsé'],
    ayudé: ['Facilité', 'Posibilité', 'Asesoré', 'Impulsé'],
    mejoré: ['Optimicé', 'Aceleré', 'Incrementé', 'Fortalecí'],
    coordiné: ['Organicé', 'Dirigí', 'Orquesté', 'Supervisé'],
    creé: ['Establecí', 'Fundé', 'Introduje', 'Lancé'],
  },
  fr: { géré: ['Dirigé', 'Supervisé', 'Piloté', 'Coordonné'], développé: ['Conçu', 'Construit', 'Lancé', 'Réalisé'] },
  pt: { gerenciei: ['Dirigi', 'Supervisionei', 'Coordenei', 'Liderei'], desenvolvi: ['Projetei', 'Construí', 'Implementei', 'Lancei'] },
  it: { gestito: ['Diretto', 'Supervisionato', 'Coordinato', 'Guidato'], sviluppato: ['Progettato', 'Realizzato', 'Lanciato', 'Costruito'] },
};

/** Strong verbs to suggest when nothing specific applies. */
export const STRONG_VERBS: Record<ResumeLanguage, string[]> = {
  en: ['Led', 'Delivered', 'Negotiated', 'Streamlined', 'Launched', 'Increased', 'Reduced'],
  de: ['Steigerte', 'Senkte', 'Leitete', 'Führte ein', 'Verhandelte', 'Realisierte'],
  es: ['Lideré', 'Incrementé', 'Reduje', 'Negocié', 'Lancé', 'Optimicé'],
  fr: ['Dirigé', 'Augmenté', 'Réduit', 'Négocié', 'Lancé'],
  pt: ['Liderei', 'Aumentei', 'Reduzi', 'Negociei', 'Lancei'],
  it: ['Guidato', 'Aumentato', 'Ridotto', 'Negoziato', 'Lanciato'],
};
