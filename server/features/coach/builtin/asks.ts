/*
 * What a message asks, as patterns: read by the classifier (intents.ts) and by the answers, kept
 * apart from both so neither imports the other.
 */

/** "How do I progress next session?", "what weight should I use for bench?". */
export const NEXT_ASK =
  /\bwhat (should|do|shall|can) i (lift|do|use)\b.*\bnext (time|session|workout)\b|\b(get|do|add|hit) more reps\b|\bhow (do|should|can) i progress\b|\bprogress(ion)? (next|for next|plan)\b|\bnext (session|time|workout)\b.*\b(lift|weight|load|progress|increase|go up|heavier)\b|\bwhat (weight|load) (should|do|shall) i (use|lift|do|go)\b|\bshould i (go up|go heavier|increase|add weight)\b|\bwhen (do|should) i (go up|add weight|increase)\b/;

/** A question about logged food or water: a nutrient, and a day, a week or an average. */
export const FOOD_ASK =
  /\b(today|tonight|yesterday|this week|last week|last 7 days|past week|average|avg|per day|a day|daily|how much|how many|did i|have i|i ate|i had|logged|so far|total)\b/;

export const FOOD_WORDS =
  /\bprotein\b|\bcalories?\b|\bkcal\b|\bcarbs?\b|\bcarbohydrates?\b|\bfats?\b(?! loss| burn)|\bwater\b|\bhydrat|\bmacros?\b/;

/** A question about the member's notes. */
export const NOTES_ASK =
  /\b(my notes?|a note|the note|notes? (about|on)|did i (write|note|jot)|have i (written|noted)|i wrote|i noted|wrote (down )?about|written about|jotted)\b/;

/**
 * "What did my physio tell me?", "my doctor's advice", "remind me what the coach said": what
 * someone told the member, which only their notes hold. A question about the member's data, not a
 * medical one.
 */
export const TOLD_ASK =
  /\b(what|anything) (did|does|has|had|have) (my|the) (physio(therapist)?|doctor|dr|gp|coach|trainer|pt|chiropractor|surgeon|nurse|dietitian|nutritionist)s? (say|said|tell|told|recommend(ed)?|advise[d]?|suggest(ed)?|want(ed)?|give|gave|prescribe[d]?)\b|\bwhat (my|the) (physio(therapist)?|doctor|dr|gp|coach|trainer|pt|chiropractor)s? (said|told|says|tells|recommended|advised|suggested|wants?)\b|\b(physio(therapist)?|doctor|dr|gp|coach|trainer|pt|chiropractor)'?s? (note|notes|advice|exercises|plan|instructions|orders|homework)\b|\bremind me what\b/;

/** A question about what the member owns or chose. */
export const PROFILE_ASK =
  /\b(what|which) equipment\b|\bequipment did i (pick|choose|chose|select|set|add|list)\b|\bmy equipment\b|\bequipment (do|have) i\b|\bwhat (gear|kit) do i\b|\bmy (preferences|settings|profile)\b|\bwhat('s| is) my (level|fitness level|schedule|unit|units)\b|\bhow many days (a|per) week (do|did|have) i\b|\bwhat are my (goals|preferences|settings)\b/;

/** A question needing the goal's arithmetic: weeks to the target, the rate, on track or not. */
export const PACE_ASK =
  /\bhow (long|many weeks|many months|soon)\b|\bwhen will i (reach|hit|get to|be)\b|\bat (this|my|the) (current )?(rate|pace)\b|\bon track\b|\b(rate|pace) (per|a) week\b|\bhow fast am i\b|\bweeks to (my )?(target|goal)\b/;

/** A question about the member's plan, Flex Credits or the free plan's weekly workouts. */
export const ACCOUNT_ASK =
  /\b(what|which) (plan|tier|subscription|membership) (am i on|do i have|have i got)\b|\bmy (tier|subscription|membership)\b|\b(plan|tier|subscription|membership) (is )?(pro|premium|basic|free)\b|\b(pro|premium|basic|free) (or|vs) (pro|premium|basic|free)\b|\bcredits?\b|\b(am i|i'm) (on )?(the )?(pro|premium|basic|free)( plan| tier)?\b|\bwhen (does|will) my (plan|subscription|membership) (renew|end|expire|run out)\b|\bhow many (more )?(workouts|generations) (can i|do i have|have i got) (generate|left|make)\b|\b(workouts|generations) (left|remaining) this week\b|\bweekly (workout )?limit\b/;

/** "What is my target weight?": the target itself (the pace is PACE_ASK). */
export const TARGET_ASK =
  /\b(target|goal) weight\b|\bweight (target|goal)\b|\bhow much (more )?(weight )?(do i have|have i got|is left) to (lose|gain)\b|\bhow far (am i )?from my (target|goal)\b/;

/** "What's my plan this week?": the training block's week (not the subscription plan). */
export const WEEK_ASK =
  /\b(my|the) (plan|program(me)?|schedule|split|block|routine)( for)? (this|the|next) week\b|\b(this|next) week'?s? (plan|program(me)?|schedule|sessions|workouts|training)\b|\bmy (split|training block|block|program(me)?|weekly plan|week plan|training plan)\b|\bwhat (am i|are we) (training|doing|lifting) this week\b|\bwhere am i in my (block|program(me)?|plan)\b|\bwhich week (of my block|am i in)\b/;

/** "How many sets of chest did I do this week?": the week's hard sets per muscle. */
export const VOLUME_ASK =
  /\bhow many (hard |working )?sets\b.*\b(this week|week|so far)\b|\b(weekly|training) volume\b|\bmy volume\b|\bvolume (this week|per muscle)\b|\bsets (per|for each) muscle\b/;

/** "Why this lift?", "Why am I doing squats?": the reason a lift is in the plan. */
export const WHY_ASK =
  /\bwhy (this|that|these|those) (lift|exercise|move|one)s?\b|\bwhy (am i|do i|are we|should i) (doing|do|have|got|lifting)\b|\bwhy i (am|'m) (doing|lifting)\b|\bwhy is (the |my )?[\w\s-]{2,40} in my (plan|workout|program(me)?|block)\b|\bwhy (the |my )?[\w\s-]{2,30} (again|every week)\b/;

/**
 * "My plan" alone: the subscription as often as the training plan, so it counts for little. A
 * question about the plan's lifts, days or today's session is the block's or the workout's.
 */
export const WEAK_ACCOUNT_ASK =
  /\bmy plan\b(?! for\b| today\b| tomorrow\b| this week\b| next week\b| (has|says|have|use|uses|includes?)\b)/;

/**
 * A workout asked for: an action ("give me", "make me", "I need") on a workout or session, or a
 * workout with its constraint ("a 20-minute workout without the barbell"). Scored above any
 * topic word in the same message ("with my equipment", "my plan").
 */
export const WORKOUT_ACTION =
  /\b(give|make|build|create|write|plan|generate|get|find|suggest|recommend|design|need|want|send|show) (me |us )?(a|an|another|some|one|new|quick|short|good|my|today'?s?)\b.{0,50}\b(workout|session|routine|circuit)\b|^(can you |could you |pls |please )?(a|an|one|another|quick|short|new)\b.{0,50}\b(workout|session|routine|circuit)\b|\b\d{1,3}[\s-]?(min|mins|minutes?)\b.{0,30}\b(workout|session|routine|circuit)\b|\b(workout|session|routine) (i can do|for me|with|using|without)\b|\bwhat('?s| is) on (my|the) (plan|program(me)?|schedule|block) (for )?(today|tonight|tomorrow)\b/;

/** A workout request that is about the past, not an action: "how many 30-minute workouts did I do". */
export const WORKOUT_HISTORY =
  /\b(eat|drink|eating|drinking|meal|snack)\b.*\b(before|after|around) (a|my|the|your) (workout|session)\b|\b(did|have|had) i (do|done|did|log|logged|complete|completed|finish|finished)\b|\bhow many\b|\blast (workout|session)\b|\bsaved\b/;

/** "Is it safe to...", "how do I do it safely": a safety question, said as a question. */
export const SAFE_ASK = /\bis (it|this|that) safe\b|\bsafe to\b|\bsafely\b|\btrain(ing)? safe/;

/** "Swap the bench press", "an alternative to squats", "what can I do instead of lunges?". */
export const SWAP_ASK =
  /\b(swap|swop|replace|substitute|sub out|switch out)\b|\balternatives? (to|for)\b|\binstead of\b|\b(something|anything) else (for|than|instead)\b/;

/** "Make it shorter", "shorten today's session": fewer minutes, without a number. */
export const SHORTER_ASK =
  /\b(shorter|shorten|quicker|less time|cut (it|this|that|today'?s?( workout| session)?) down)\b/;
