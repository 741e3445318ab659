package applehealth

import (
	"strings"

	"reqap/ingest"
)

// hkTypes maps every HealthKit workout activity type (HKWorkoutActivityType,
// written "HKWorkoutActivityType" + name in export.xml) to workout_type.
// Names that have a shared term in ingest/doc.go use it (Running → running,
// TraditionalStrengthTraining → strength_training, Other → workout); the
// rest are the snake_case of the HealthKit name.
var hkTypes = map[string]string{
	"AmericanFootball":              "american_football",
	"Archery":                       "archery",
	"AustralianFootball":            "australian_football",
	"Badminton":                     "badminton",
	"Barre":                         "barre",
	"Baseball":                      "baseball",
	"Basketball":                    "basketball",
	"Bowling":                       "bowling",
	"Boxing":                        "boxing",
	"CardioDance":                   "cardio_dance",
	"Climbing":                      "climbing",
	"Cooldown":                      "cooldown",
	"CoreTraining":                  "core_training",
	"Cricket":                       "cricket",
	"CrossCountrySkiing":            "cross_country_skiing",
	"CrossTraining":                 "cross_training",
	"Curling":                       "curling",
	"Cycling":                       "cycling",
	"Dance":                         "dance",
	"DanceInspiredTraining":         "dance",
	"DiscSports":                    "disc_sports",
	"DownhillSkiing":                "skiing",
	"Elliptical":                    "elliptical",
	"EquestrianSports":              "equestrian_sports",
	"Fencing":                       "fencing",
	"Fishing":                       "fishing",
	"FitnessGaming":                 "fitness_gaming",
	"Flexibility":                   "flexibility",
	"FunctionalStrengthTraining":    "functional_strength_training",
	"Golf":                          "golf",
	"Gymnastics":                    "gymnastics",
	"HandCycling":                   "hand_cycling",
	"Handball":                      "handball",
	"HighIntensityIntervalTraining": "high_intensity_interval_training",
	"Hiking":                        "hiking",
	"Hockey":                        "hockey",
	"Hunting":                       "hunting",
	"JumpRope":                      "jump_rope",
	"Kickboxing":                    "kickboxing",
	"Lacrosse":                      "lacrosse",
	"MartialArts":                   "martial_arts",
	"MindAndBody":                   "mind_and_body",
	"MixedCardio":                   "mixed_cardio",
	"MixedMetabolicCardioTraining":  "mixed_cardio",
	"Other":                         "workout",
	"PaddleSports":                  "paddle_sports",
	"Pickleball":                    "pickleball",
	"Pilates":                       "pilates",
	"Play":                          "play",
	"PreparationAndRecovery":        "preparation_and_recovery",
	"Racquetball":                   "racquetball",
	"Rowing":                        "rowing",
	"Rugby":                         "rugby",
	"Running":                       "running",
	"Sailing":                       "sailing",
	"SkatingSports":                 "skating",
	"SnowSports":                    "snow_sports",
	"Snowboarding":                  "snowboarding",
	"Soccer":                        "soccer",
	"SocialDance":                   "social_dance",
	"Softball":                      "softball",
	"Squash":                        "squash",
	"StairClimbing":                 "stair_climbing",
	"Stairs":                        "stairs",
	"StepTraining":                  "step_training",
	"SurfingSports":                 "surfing",
	"SwimBikeRun":                   "multisport",
	"Swimming":                      "swimming",
	"TableTennis":                   "table_tennis",
	"TaiChi":                        "tai_chi",
	"Tennis":                        "tennis",
	"TrackAndField":                 "track_and_field",
	"TraditionalStrengthTraining":   "strength_training",
	"Transition":                    "transition",
	"UnderwaterDiving":              "underwater_diving",
	"Volleyball":                    "volleyball",
	"Walking":                       "walking",
	"WaterFitness":                  "water_fitness",
	"WaterPolo":                     "water_polo",
	"WaterSports":                   "water_sports",
	"WheelchairRunPace":             "wheelchair_run_pace",
	"WheelchairWalkPace":            "wheelchair_walk_pace",
	"Wrestling":                     "wrestling",
	"Yoga":                          "yoga",
}

// WorkoutType maps a workoutActivityType attribute
// ("HKWorkoutActivityTypeRunning") to workout_type ("running"). A type the
// table does not know yet (Apple adds some every year) becomes the
// snake_case of its name.
func WorkoutType(hk string) string {
	name := strings.TrimPrefix(hk, "HKWorkoutActivityType")
	if t, ok := hkTypes[name]; ok {
		return t
	}
	if name == "" {
		return ""
	}
	return ingest.SnakeCase(name)
}
