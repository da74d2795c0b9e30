/**
 * Human Anatomy: bones and organs, where they are, which body system they belong to, what they
 * do and what they are commonly called.
 *
 *   "Where in the body is the femur?"                    → Thigh
 *   "Which body system do the kidneys belong to?"        → Urinary system
 *   "Which organ makes bile?"                            → Liver
 *   "What is the common name of the clavicle?"           → Collarbone
 *
 * Data: written for Ricebowl in our own words from standard school anatomy; every question was
 * checked for a single right answer. Where a part belongs to two systems or two places (the
 * pancreas is digestive and endocrine, the tarsals are in the ankle and the foot) either the
 * question is left out or the second answer is listed under `not` so it is never offered.
 *
 * Difficulty: each fact carries a hand-set level, from what primary school teaches (level 1:
 * the heart pumps blood) to first-year university detail (level 5: the sclera, the saddle joint
 * of the thumb). Each level holds every fact written for it, about 40.
 */
import type { Pack, PackItem } from '../../src/pack.js';
import { chooseDistractors, escapeHtml, makeRng, type Rng } from '../lib.js';
import { OptionSetBalancer } from '../option-sets.js';
import { category, finish, makePack } from './common.js';

export const MACHINE_NAME = 'human-anatomy';
export const LEVELS = 5;

/**
 * Facts with their own distractors: level | question | answer | distractors (;) | learn-more.
 */
const FACTS = `
1|Which organ pumps blood around the body?|Heart|Liver;Lungs;Kidneys;Stomach|The heart is a muscle that beats about 100,000 times a day, pushing blood through the blood vessels.
1|Which organs take oxygen into the body when you breathe?|Lungs|Kidneys;Liver;Heart;Stomach|In the lungs, oxygen passes from the air into the blood and carbon dioxide passes out.
1|Which organ controls thinking, memory and speech?|Brain|Heart;Liver;Lungs;Stomach|The brain and the spinal cord together form the central nervous system.
1|Which bones protect the brain?|Skull|Ribs;Pelvis;Femur;Sternum|The skull is made of 22 bones, most of them joined so tightly that they cannot move.
1|Which bones form a cage around the heart and lungs?|Ribs|Skull;Pelvis;Femur;Patella|Most people have 12 pairs of ribs.
1|Which organ holds food while acid and enzymes break it down?|Stomach|Liver;Lungs;Bladder;Heart|The stomach lining makes hydrochloric acid, strong enough to kill most germs in food.
1|Which organ stores urine until it leaves the body?|Bladder|Kidneys;Stomach;Liver;Gallbladder|An adult bladder comfortably holds about 400 to 600 millilitres.
1|Which organs filter the blood to make urine?|Kidneys|Lungs;Liver;Heart;Bladder|Each kidney contains about a million tiny filters called nephrons.
1|What is the largest organ of the human body?|Skin|Liver;Brain;Lungs;Heart|The skin is the largest organ; the liver is the largest organ inside the body.
1|What is the hardest substance in the human body?|Tooth enamel|Bone;Cartilage;Fingernail;Hair|Enamel covers the crown of each tooth and is mostly made of minerals.
1|How many bones does an adult human skeleton usually have?|206|106;156;256;306|A newborn baby has around 300 bones or bony parts; many fuse together while growing up.
1|How many chambers does the human heart have?|4|2;3;5;6|The heart has two atria on top and two ventricles below.
1|Which blood cells fight infection?|White blood cells|Red blood cells;Platelets;Nerve cells;Skin cells|White blood cells find and destroy germs and make antibodies.
1|Which blood cells carry oxygen?|Red blood cells|White blood cells;Platelets;Nerve cells;Fat cells|Red blood cells are packed with haemoglobin, the protein that binds oxygen.
1|Which gas does the body take out of the air you breathe in?|Oxygen|Carbon dioxide;Nitrogen;Hydrogen;Helium|Air is about one fifth oxygen; the blood carries it from the lungs to every cell.
1|Which gas do you breathe out more of than you breathe in?|Carbon dioxide|Oxygen;Nitrogen;Hydrogen;Helium|Carbon dioxide is a waste product of the cells, carried back to the lungs by the blood.
1|Which organ is protected by the skull?|Brain|Heart;Lungs;Liver;Stomach|The brain floats in a thin layer of fluid inside the skull.
1|What does the heart pump around the body?|Blood|Air;Urine;Bile;Saliva|An adult body holds about 5 litres of blood.
1|Which part of the body is covered in taste buds?|Tongue|Nose;Ear;Eye;Teeth|Most people have several thousand taste buds.
1|Which bony column protects the spinal cord?|Spine|Skull;Ribs;Pelvis;Sternum|The spinal cord runs through a tunnel formed by the vertebrae.
1|Which muscle at the front of the upper arm bends the elbow?|Biceps|Triceps;Deltoid;Quadriceps;Hamstrings|Muscles can only pull, so they work in pairs: the biceps bends the arm and the triceps straightens it.
1|Which tissue connects muscles to bones?|Tendon|Ligament;Cartilage;Nerve;Fat|The Achilles tendon, at the back of the ankle, is the strongest tendon in the body.
2|Which muscle at the back of the upper arm straightens the elbow?|Triceps|Biceps;Deltoid;Quadriceps;Hamstrings|The triceps has three heads, which is what its name means.
2|Which group of muscles at the front of the thigh straightens the knee?|Quadriceps|Hamstrings;Biceps;Triceps;Deltoid|The quadriceps is made of four muscles, which is what its name means.
2|Which group of muscles at the back of the thigh bends the knee?|Hamstrings|Quadriceps;Biceps;Triceps;Deltoid|Hamstring injuries are common in sprinters.
2|Which tissue connects bones to other bones at a joint?|Ligament|Tendon;Nerve;Muscle;Fat|Ligaments are tough, slightly stretchy bands that hold joints together.
2|Which part of the blood helps it to clot?|Platelets|Red blood cells;White blood cells;Nerve cells;Antibodies|Platelets are small cell fragments that clump together to plug a wound.
2|Which blood vessels carry blood away from the heart?|Arteries|Veins;Capillaries;Nerves;Tendons|Arteries have thick, muscular walls to cope with the high pressure of each heartbeat.
2|Which blood vessels carry blood back to the heart?|Veins|Arteries;Capillaries;Nerves;Ligaments|Many veins have valves that stop blood from flowing backwards.
2|Which tiny blood vessels let oxygen pass from the blood into the body's cells?|Capillaries|Arteries;Veins;Nerves;Lymph ducts|Capillary walls are only one cell thick.
2|Which organ makes bile?|Liver|Stomach;Pancreas;Spleen;Kidneys|Bile helps to digest fat; the liver makes it and the gallbladder stores it.
2|Which organ stores bile until it is needed?|Gallbladder|Bladder;Stomach;Spleen;Pancreas|The gallbladder is a small pouch under the liver.
2|Where are most nutrients from food absorbed into the blood?|Small intestine|Stomach;Large intestine;Liver;Oesophagus|The small intestine is several metres long and lined with tiny finger-like villi.
2|Which organ absorbs water from undigested food before it leaves the body?|Large intestine|Stomach;Liver;Bladder;Kidneys|The large intestine, or colon, turns liquid waste into solid faeces.
2|Which tube carries food from the mouth to the stomach?|Oesophagus|Trachea;Ureter;Urethra;Bronchus|Waves of muscle contraction push food down the oesophagus, even upside down.
2|Which tube carries air from the throat to the lungs?|Trachea|Oesophagus;Ureter;Urethra;Aorta|The trachea, or windpipe, is held open by rings of cartilage.
2|Which organ, the largest inside the body, sits under the ribs on the right side?|Liver|Spleen;Stomach;Pancreas;Heart|The liver has hundreds of jobs, from storing sugar to breaking down toxins.
2|Which organ breaks down alcohol in the body?|Liver|Heart;Pancreas;Spleen;Bladder|The liver can break down roughly one standard drink per hour.
2|What is the longest bone in the human body?|Femur|Tibia;Humerus;Fibula;Radius|The femur, or thigh bone, is about a quarter of a person's height.
2|Which muscle under the lungs contracts to pull air into them?|Diaphragm|Triceps;Deltoid;Hamstrings;Gluteus maximus|When the dome-shaped diaphragm contracts it flattens, and air rushes into the lungs.
2|How many pairs of ribs does a human usually have?|12|8;10;14;16|The top seven pairs join the breastbone directly; the lowest two pairs are called floating ribs.
2|How many teeth does an adult usually have, counting the wisdom teeth?|32|20;24;36;40|Without the four wisdom teeth, an adult has 28 teeth.
2|Where in the body does a baby develop during pregnancy?|Uterus|Ovary;Stomach;Bladder;Kidney|The uterus, or womb, is a muscular organ that stretches as the baby grows.
2|What is the hard outer layer of a tooth called?|Enamel|Dentine;Pulp;Gum;Root|Below the enamel lies dentine, and in the centre the soft pulp with nerves and blood vessels.
2|What is the coloured part of the eye called?|Iris|Pupil;Retina;Cornea;Lens|The iris is a ring of muscle that widens or narrows the pupil.
2|What is the dark opening in the middle of the iris called?|Pupil|Lens;Retina;Cornea;Sclera|The pupil looks black because light that enters it is absorbed inside the eye.
2|Which glands make saliva?|Salivary glands|Thyroid gland;Adrenal glands;Sweat glands;Tear glands|The salivary glands make about a litre of saliva a day.
3|Which part of the brain controls balance and coordination?|Cerebellum|Cerebrum;Brainstem;Hypothalamus;Pituitary gland|The cerebellum sits at the back of the head, below the cerebrum.
3|What is the largest part of the human brain?|Cerebrum|Cerebellum;Brainstem;Hypothalamus;Thalamus|The cerebrum is split into left and right halves, or hemispheres.
3|Which gland in the neck controls how fast the body uses energy?|Thyroid gland|Adrenal glands;Pancreas;Salivary glands;Pineal gland|The thyroid gland is shaped like a butterfly and sits in front of the windpipe.
3|Which organ makes insulin?|Pancreas|Liver;Kidneys;Thyroid gland;Spleen|Insulin lowers the amount of sugar in the blood; people with type 1 diabetes cannot make enough.
3|Which glands make adrenaline?|Adrenal glands|Thyroid gland;Pituitary gland;Pancreas;Salivary glands|The adrenal glands sit on top of the kidneys.
3|Which part of the eye contains the cells that detect light?|Retina|Iris;Lens;Cornea;Pupil|The retina has rods for dim light and cones for colour.
3|Which nerve carries signals from the eye to the brain?|Optic nerve|Vagus nerve;Sciatic nerve;Facial nerve;Ulnar nerve|Where the optic nerve leaves the eye there are no light cells: the blind spot.
3|What is the largest muscle in the human body?|Gluteus maximus|Biceps;Deltoid;Triceps;Pectoralis major|The gluteus maximus, in the buttock, keeps the body upright and powers climbing.
3|What covers the ends of bones where they meet in a joint?|Cartilage|Ligament;Tendon;Marrow;Enamel|Smooth cartilage lets the bones glide over each other.
3|Where are red blood cells made in adults?|Bone marrow|Heart;Kidneys;Lungs;Stomach|Red marrow is found mainly in flat bones such as the hip bones, ribs and breastbone.
3|What type of joint is the shoulder?|Ball-and-socket joint|Hinge joint;Pivot joint;Saddle joint;Gliding joint|The shoulder can move in more directions than any other joint.
3|What type of joint is the knee?|Hinge joint|Ball-and-socket joint;Pivot joint;Saddle joint;Gliding joint|A hinge joint bends and straightens in one direction, like a door.
3|In which organ are the alveoli?|Lungs|Kidneys;Liver;Small intestine;Stomach|Alveoli are tiny air sacs; the lungs hold about 480 million of them.
3|Which protein in red blood cells carries oxygen?|Haemoglobin|Keratin;Collagen;Insulin;Melanin|Haemoglobin contains iron, which is why blood is red.
3|Which protein are hair and nails mostly made of?|Keratin|Collagen;Melanin;Haemoglobin;Insulin|Keratin is also what animal horns, claws and feathers are made of.
3|Which pigment mainly gives skin and hair their colour?|Melanin|Keratin;Chlorophyll;Collagen;Insulin|Melanin also protects the skin from ultraviolet light.
3|How many milk teeth does a child usually have?|20|16;24;28;32|Milk teeth start falling out at about six years of age.
3|Which organs produce egg cells?|Ovaries|Uterus;Kidneys;Adrenal glands;Bladder|Each ovary is about the size of an almond.
3|Which tube carries urine out of the bladder?|Urethra|Ureter;Oesophagus;Trachea;Aorta|The urethra is the last part of the urinary system.
4|Which tubes carry urine from the kidneys to the bladder?|Ureters|Urethra;Bronchi;Fallopian tubes;Arteries|Each kidney has its own ureter, about 25 to 30 cm long.
4|What is the largest artery in the human body?|Aorta|Vena cava;Carotid artery;Femoral artery;Pulmonary artery|The aorta leaves the left ventricle and arches over the heart.
4|Which large vein returns blood from the body to the heart?|Vena cava|Aorta;Pulmonary artery;Carotid artery;Femoral artery|There are two: the superior vena cava from the upper body and the inferior vena cava from the lower body.
4|Which blood vessels carry blood from the heart to the lungs?|Pulmonary arteries|Pulmonary veins;Aorta;Vena cava;Coronary arteries|After birth, they are the only arteries that carry blood low in oxygen.
4|Which blood vessels supply the heart muscle itself with blood?|Coronary arteries|Carotid arteries;Pulmonary arteries;Femoral arteries;Renal arteries|A blocked coronary artery causes a heart attack.
4|Which chamber of the heart pumps blood to the whole body?|Left ventricle|Right ventricle;Left atrium;Right atrium|The left ventricle has the thickest wall of the four chambers.
4|Which part of the brain controls breathing and heart rate?|Brainstem|Cerebellum;Cerebrum;Hypothalamus;Frontal lobe|The brainstem connects the brain to the spinal cord.
4|Which gland is often called the master gland?|Pituitary gland|Thyroid gland;Adrenal glands;Pancreas;Thymus|The pea-sized pituitary gland sends hormones that control many other glands.
4|Which part of the eye changes shape to focus light on the retina?|Lens|Iris;Pupil;Optic nerve;Retina|With age the lens grows stiffer, which is why many older people need reading glasses.
4|What is the clear window at the front of the eye called?|Cornea|Iris;Retina;Sclera;Pupil|The cornea has no blood vessels; it gets oxygen straight from the air.
4|What is the longest nerve in the human body?|Sciatic nerve|Optic nerve;Vagus nerve;Ulnar nerve;Facial nerve|The sciatic nerve runs from the lower back down the back of each leg.
4|What is the smallest bone in the human body?|Stapes|Hyoid;Patella;Scaphoid;Coccyx|The stapes, or stirrup, in the middle ear is about 3 millimetres long.
4|Which part of the inner ear turns sound vibrations into nerve signals?|Cochlea|Eardrum;Stapes;Ear canal;Semicircular canals|The cochlea is coiled like a snail shell.
4|Which part of the inner ear senses balance?|Semicircular canals|Cochlea;Eardrum;Ear canal;Stapes|Three fluid-filled canals, at right angles to each other, sense turning of the head.
4|In which organ are nephrons found?|Kidneys|Lungs;Liver;Heart;Brain|Nephrons filter the blood and adjust how much water and salt the body keeps.
4|In which organ are villi found?|Small intestine|Lungs;Kidneys;Stomach;Liver|Villi give the small intestine a surface area as large as a small flat.
4|Which part of the digestive system is the appendix attached to?|Large intestine|Small intestine;Stomach;Liver;Gallbladder|The appendix hangs from the caecum, the first part of the large intestine.
4|In which organ is the hippocampus?|Brain|Heart;Liver;Kidneys;Lungs|The hippocampus is named after the seahorse for its shape; it is vital for forming memories.
4|What type of joint lets the head turn from side to side on the spine?|Pivot joint|Hinge joint;Ball-and-socket joint;Saddle joint;Gliding joint|The first two neck vertebrae, the atlas and the axis, form this pivot.
5|Which chamber of the heart pumps blood to the lungs?|Right ventricle|Left ventricle;Left atrium;Right atrium|The right ventricle sends blood low in oxygen through the pulmonary arteries.
5|Which chamber of the heart receives blood returning from the body?|Right atrium|Left atrium;Left ventricle;Right ventricle|Blood from the vena cava enters the right atrium.
5|Which chamber of the heart receives blood returning from the lungs?|Left atrium|Right atrium;Left ventricle;Right ventricle|Oxygen-rich blood from the pulmonary veins enters the left atrium.
5|What is the white outer layer of the eyeball called?|Sclera|Cornea;Retina;Iris;Choroid|The sclera is tough and keeps the eyeball in shape.
5|What type of joint is at the base of the thumb?|Saddle joint|Hinge joint;Ball-and-socket joint;Pivot joint;Gliding joint|The saddle joint lets the thumb reach across the palm to touch the other fingers.
5|Which organ removes worn-out red blood cells from the blood?|Spleen|Kidneys;Heart;Lungs;Pancreas|The spleen, on the left side under the ribs, also stores white blood cells.
5|Which nerve slows the heart and runs from the brainstem down to the abdomen?|Vagus nerve|Sciatic nerve;Optic nerve;Phrenic nerve;Ulnar nerve|Vagus means wandering in Latin, after the nerve's long path.
5|Which nerve makes the diaphragm contract?|Phrenic nerve|Vagus nerve;Sciatic nerve;Optic nerve;Femoral nerve|The phrenic nerves start in the neck, which is why a neck injury can stop breathing.
5|Which valve lies between the left atrium and the left ventricle?|Mitral valve|Tricuspid valve;Aortic valve;Pulmonary valve|The mitral valve has two flaps; it is also called the bicuspid valve.
5|Which valve lies between the right atrium and the right ventricle?|Tricuspid valve|Mitral valve;Aortic valve;Pulmonary valve|The tricuspid valve has three flaps.
5|What is the natural pacemaker of the heart called?|Sinoatrial node|Atrioventricular node;Mitral valve;Aorta;Septum|The sinoatrial node, in the wall of the right atrium, starts each heartbeat.
5|What is the wall that separates the left and right sides of the heart called?|Septum|Atrium;Ventricle;Aorta;Pericardium|The septum keeps oxygen-rich and oxygen-poor blood apart.
5|What is the name of the sac that surrounds the heart?|Pericardium|Pleura;Peritoneum;Meninges;Septum|The pericardium holds a little fluid that lets the heart beat without friction.
5|What are the membranes that surround the brain and spinal cord called?|Meninges|Pleura;Pericardium;Peritoneum;Periosteum|Meningitis is an inflammation of these membranes.
5|What is the membrane that covers the lungs called?|Pleura|Pericardium;Meninges;Peritoneum;Periosteum|The two layers of the pleura slide over each other as you breathe.
5|Which hormone, made by the pineal gland, helps control sleep?|Melatonin|Insulin;Adrenaline;Thyroxine;Cortisol|The body makes more melatonin when it gets dark.
5|Which hormone does the thyroid gland mainly release?|Thyroxine|Insulin;Adrenaline;Melatonin;Cortisol|Thyroxine contains iodine, which is why iodine is added to table salt in many countries.
`;

/** Body systems, the answers of the system questions. */
const SYSTEMS = [
  'Circulatory system',
  'Respiratory system',
  'Digestive system',
  'Nervous system',
  'Urinary system',
  'Endocrine system',
  'Lymphatic system',
  'Integumentary system',
  'Reproductive system',
  'Skeletal system',
  'Muscular system',
];

/**
 * Parts and their body system: level | part (with article as used in "Which body system does
 * the … belong to?") | verb | system | systems never offered (;) | learn-more.
 */
const SYSTEM_FACTS = `
1|the heart|does|Circulatory system||The circulatory system moves blood, carrying oxygen and food to every cell.
1|the lungs|do|Respiratory system||The respiratory system brings oxygen into the body and removes carbon dioxide.
1|the stomach|does|Digestive system||The digestive system breaks food down into substances the body can absorb.
1|the femur|does|Skeletal system||The skeletal system supports the body, protects organs and anchors the muscles.
1|the biceps|does|Muscular system||The muscular system moves the body by pulling on the bones.
1|the small intestine|does|Digestive system||Most digestion and absorption of food happens in the small intestine.
2|the spinal cord|does|Nervous system||The spinal cord carries messages between the brain and the rest of the body.
2|the kidneys|do|Urinary system|Endocrine system;Circulatory system|The urinary system removes waste and extra water from the blood as urine.
2|the bladder|does|Urinary system||The bladder is the storage tank of the urinary system.
2|the trachea|does|Respiratory system||The trachea is the airway from the throat to the lungs.
2|the oesophagus|does|Digestive system||The oesophagus is the food pipe from the throat to the stomach.
2|the veins|do|Circulatory system||Veins return blood to the heart.
2|the nerves|do|Nervous system||Nerves carry electrical signals to and from the brain and spinal cord.
3|the thyroid gland|does|Endocrine system||The endocrine system uses hormones, chemical messengers carried in the blood.
3|the pituitary gland|does|Endocrine system|Nervous system|The pituitary gland hangs below the brain but is a gland of the endocrine system.
3|the lymph nodes|do|Lymphatic system|Circulatory system|Lymph nodes filter lymph, the fluid of the lymphatic system, and trap germs.
3|the uterus|does|Reproductive system||The uterus is where a baby grows before birth.
3|the gallbladder|does|Digestive system||The gallbladder stores bile, which helps to digest fat.
3|the capillaries|do|Circulatory system||Capillaries link the smallest arteries to the smallest veins.
3|the cerebellum|does|Nervous system||The cerebellum is the part of the brain that coordinates movement.
3|the bronchi|do|Respiratory system||The two bronchi branch from the trachea, one into each lung.
4|the skin|does|Integumentary system||The integumentary system is the skin with its hair, nails and glands.
4|the ureters|do|Urinary system||The ureters carry urine from the kidneys down to the bladder.
4|the spleen|does|Lymphatic system|Circulatory system;Digestive system|The spleen is the largest organ of the lymphatic system.
4|the adrenal glands|do|Endocrine system|Urinary system|The adrenal glands sit on the kidneys but belong to the endocrine system.
4|the larynx|does|Respiratory system|Digestive system|The larynx, or voice box, sits at the top of the trachea.
4|the tonsils|do|Lymphatic system|Respiratory system;Digestive system|The tonsils are lumps of lymphatic tissue at the back of the throat.
4|the fingernails|do|Integumentary system|Skeletal system|Nails are made of keratin, like hair and the outer layer of the skin.
5|the prostate gland|does|Reproductive system|Urinary system;Endocrine system|The prostate adds fluid to semen; it surrounds the urethra below the bladder.
5|the bronchioles|do|Respiratory system||Bronchioles are the smallest airways, ending in the alveoli.
5|the hypodermis|does|Integumentary system||The hypodermis is the fatty layer just beneath the skin, counted as part of the integumentary system.
5|the thoracic duct|does|Lymphatic system|Circulatory system|The thoracic duct is the largest lymph vessel; it empties lymph into a vein in the neck.
5|the ovaries|do|Reproductive system|Endocrine system|The ovaries make egg cells and also the hormones oestrogen and progesterone.
`;

/** Where a bone is: level | bone | region | regions never offered (;) | learn-more. */
const BONE_FACTS = `
1|femur|Thigh||The femur, or thigh bone, is the longest and strongest bone in the body.
1|patella|Knee||The patella, or kneecap, sits inside the tendon of the thigh muscles.
1|vertebrae|Spine|Neck;Base of the spine|Most people have 33 vertebrae, some of them fused together.
2|humerus|Upper arm|Shoulder;Elbow|The humerus runs from the shoulder to the elbow.
2|tibia|Lower leg|Knee;Ankle|The tibia, or shin bone, carries most of the body's weight in the lower leg.
2|mandible|Lower jaw|Upper jaw;Head|The mandible is the only bone of the skull that can move.
2|sternum|Chest||The sternum, or breastbone, is where most ribs join at the front.
2|cranium|Head|Upper jaw;Lower jaw;Ear|The cranium is the part of the skull that encloses the brain.
3|fibula|Lower leg|Knee;Ankle|The fibula is the thin bone beside the tibia.
3|radius|Forearm|Wrist;Elbow|The radius is on the thumb side of the forearm.
3|ulna|Forearm|Wrist;Elbow|The ulna is on the little-finger side of the forearm.
3|carpals|Wrist|Hand;Forearm|Eight small carpal bones make up the wrist.
3|phalanges|Fingers and toes|Hand;Foot|Each finger has three phalanges and each thumb two.
4|metacarpals|Hand|Wrist;Fingers and toes|The five metacarpals form the palm of the hand.
4|metatarsals|Foot|Ankle;Heel;Fingers and toes|The five metatarsals form the middle of the foot.
4|tarsals|Ankle|Foot;Heel|The seven tarsal bones make up the ankle and the back of the foot.
4|calcaneus|Heel|Ankle;Foot|The calcaneus is the largest bone of the foot.
4|stapes|Ear|Head|The stapes is one of three tiny bones in the middle ear.
4|coccyx|Base of the spine|Spine;Pelvis|The coccyx is made of three to five small fused vertebrae.
4|ilium|Pelvis|Base of the spine;Thigh|The ilium is the wide upper part of the hip bone.
5|hyoid|Neck|Lower jaw;Spine|The hyoid is the only bone not joined to any other bone; it supports the tongue.
5|talus|Ankle|Foot;Heel|The talus links the leg to the foot at the ankle joint.
5|scaphoid|Wrist|Hand;Forearm|The scaphoid is the wrist bone most often broken in a fall.
5|atlas|Neck|Spine;Head|The atlas is the first neck vertebra, holding up the skull.
5|malleus|Ear|Head;Lower jaw|The malleus, or hammer, is attached to the eardrum.
5|ischium|Pelvis|Thigh;Base of the spine|You sit on the two ischia.
`;

const PLURAL_BONES = new Set(['vertebrae', 'carpals', 'phalanges', 'metacarpals', 'metatarsals', 'tarsals']);

/** Body regions from head to foot; arm regions sit next to their leg counterparts' neighbours. */
// prettier-ignore
const REGIONS = [
  'Head', 'Upper jaw', 'Lower jaw', 'Ear', 'Neck', 'Shoulder', 'Chest', 'Spine', 'Upper arm', 'Elbow',
  'Forearm', 'Wrist', 'Hand', 'Fingers and toes', 'Foot', 'Heel', 'Ankle', 'Lower leg', 'Knee', 'Thigh',
  'Pelvis', 'Base of the spine',
];

/** Regions easily confused with each other (arm and leg counterparts). */
// prettier-ignore
const COUNTERPARTS: Record<string, string[]> = {
  'Upper arm': ['Thigh'], Thigh: ['Upper arm'], Forearm: ['Lower leg'], 'Lower leg': ['Forearm'],
  Wrist: ['Ankle'], Ankle: ['Wrist'], Hand: ['Foot'], Foot: ['Hand'], Elbow: ['Knee'], Knee: ['Elbow'],
};

/** Common names: level | medical name | common name | learn-more. */
const COMMON_NAMES = `
1|patella|Kneecap|The kneecap protects the front of the knee joint.
2|clavicle|Collarbone|The collarbone joins the shoulder blade to the breastbone.
2|scapula|Shoulder blade|The shoulder blade is a flat, triangular bone at the back of the shoulder.
2|femur|Thigh bone|The thigh bone is the longest bone in the body.
2|trachea|Windpipe|The windpipe carries air to the lungs.
2|larynx|Voice box|The vocal cords are inside the voice box.
3|sternum|Breastbone|The breastbone sits in the middle of the chest.
3|tibia|Shin bone|The shin bone is easy to feel just under the skin at the front of the lower leg.
3|mandible|Jawbone|The jawbone holds the lower teeth.
3|coccyx|Tailbone|The tailbone is at the very bottom of the spine.
3|tympanic membrane|Eardrum|The eardrum vibrates when sound waves reach it.
3|umbilicus|Belly button|The belly button is the scar left by the umbilical cord.
4|calcaneus|Heel bone|The heel bone takes the impact of every step.
4|oesophagus|Food pipe|The food pipe carries swallowed food to the stomach.
4|vertebral column|Backbone|The backbone protects the spinal cord.
4|zygomatic bone|Cheekbone|The cheekbone forms the outer edge of the eye socket.
5|laryngeal prominence|Adam's apple|The Adam's apple is the front of the voice box's cartilage.
5|hallux|Big toe|The hallux carries much of the body's weight when walking.
5|pollex|Thumb|The thumb has two phalanges where the fingers have three.
5|axilla|Armpit|The armpit holds many lymph nodes.
`;

interface Fact {
  level: number;
  text: string;
  answer: string;
  /** Written distractors, or a pool to choose from. */
  distractors: string[];
  pool?: string[];
  not?: string[];
  learn: string;
}

function rows(table: string): string[][] {
  return table
    .trim()
    .split('\n')
    .map((line) => line.split('|'));
}

function list(s: string | undefined): string[] {
  return s ? s.split(';').filter(Boolean) : [];
}

export function loadFacts(): Fact[] {
  const facts: Fact[] = [];
  for (const [level, text, answer, distractors, learn] of rows(FACTS)) {
    facts.push({ level: Number(level), text: text!, answer: answer!, distractors: list(distractors), learn: learn! });
  }
  for (const [level, part, verb, system, not, learn] of rows(SYSTEM_FACTS)) {
    facts.push({
      level: Number(level),
      text: `Which body system ${verb} ${part} belong to?`,
      answer: system!,
      distractors: [],
      pool: SYSTEMS,
      not: list(not),
      learn: learn!,
    });
  }
  for (const [level, bone, region, not, learn] of rows(BONE_FACTS)) {
    facts.push({
      level: Number(level),
      text: `Where in the body ${PLURAL_BONES.has(bone!) ? 'are the' : 'is the'} ${bone}?`,
      answer: region!,
      distractors: [],
      pool: REGIONS,
      not: list(not),
      learn: learn!,
    });
  }
  const commonNames = rows(COMMON_NAMES).map((r) => r[2] as string);
  for (const [level, medical, common, learn] of rows(COMMON_NAMES)) {
    facts.push({
      level: Number(level),
      text: `What is the common name of the ${medical}?`,
      answer: common!,
      distractors: [],
      pool: commonNames,
      learn: `The ${medical} is commonly called the ${common!.toLowerCase()}. ${learn}`,
    });
  }
  return facts;
}

/** Pool entries near the answer (by position in the pool, plus counterparts), for harder levels. */
function nearInPool(pool: readonly string[], answer: string): string[] {
  const at = pool.indexOf(answer);
  const near = pool.filter((_, i) => Math.abs(i - at) <= 3);
  return [...(COUNTERPARTS[answer] ?? []), ...near];
}

/**
 * Pool questions take the wrong answers the balancer picks; hand-written ones are counted in its
 * tallies, so that the pool questions even out an answer that stands out by its shape ("Tooth
 * enamel" among single words) elsewhere.
 */
function makeItem(rng: Rng, balancer: OptionSetBalancer, fact: Fact): PackItem {
  const avoid = new Set(fact.not ?? []);
  const pool = fact.pool ?? [];
  const preferred = fact.level >= 3 && pool === REGIONS ? nearInPool(pool, fact.answer) : [];
  let distractors = fact.distractors;
  if (distractors.length > 0) balancer.record(fact.text, fact.answer, distractors);
  else {
    distractors = balancer.pickDrawn(rng, fact.text, fact.answer, () =>
      chooseDistractors(rng, fact.answer, preferred, pool, 4, (c) => !avoid.has(c)),
    );
  }
  return finish(rng, {
    text: fact.text,
    answer: fact.answer,
    distractors,
    learn_more: `<p>${escapeHtml(fact.learn)}</p>`,
  });
}

export function buildHumanAnatomyPack(): Pack {
  const facts = loadFacts();
  const balancer = new OptionSetBalancer();
  const levels = Array.from({ length: LEVELS }, (_, i) => {
    const rng = makeRng(`${MACHINE_NAME}/level-${i + 1}`);
    return facts.filter((f) => f.level === i + 1).map((f) => makeItem(rng, balancer, f));
  });
  return makePack(
    category(
      MACHINE_NAME,
      'Human Anatomy',
      'science',
      LEVELS,
      'Hand-written and checked one by one for a single right answer; each level holds every fact ' +
        'written for it (about 40), not generated filler.',
    ),
    levels,
  );
}
