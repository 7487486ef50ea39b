import { Icon } from '@platform/ui/Icon';
import { MISSION_STAGGER_MS, missionVision } from './content/home';
import { reveal } from './Reveal';
import { useLocale } from '@platform/i18n/locale';

const gradient = ([a, b]: readonly [string, string]) => ({ backgroundImage: `linear-gradient(135deg, ${a}, ${b})` });

/** The mission and vision cards, entering 300 ms apart. */
export function MissionCards() {
  const locale = useLocale();
  return (
    <ul className="mission-cards">
      {missionVision.map((card, i) => (
        <li key={card.title.en} className="mission-card" {...reveal(i * MISSION_STAGGER_MS)}>
          <span className="mission-icon" style={gradient(card.gradient)}>
            <Icon name={card.icon} size={26} />
          </span>
          <h3>{card.title[locale]}</h3>
          <p>{card.description[locale]}</p>
        </li>
      ))}
    </ul>
  );
}

export { gradient };
